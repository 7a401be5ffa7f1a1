import useSWR, { mutate } from 'swr';
import type { BalanceDto, ProfileDto } from '@/lib/domain/account-types';
import { jsonApi, JsonApiError, onSessionLost } from '@/lib/client/json-api';
import { createStore, useStore } from '@/lib/client/store';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchData } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import { clearPlayerCache, readCached } from '@/lib/client/swr/player-cache';
import { hasAuthHint } from './auth-hint-cookie';
import { emitAuthEvent } from './auth-events';

/**
 * The player's session in the browser. Pages are the same for everyone (ISR, page cache), so
 * who is logged in is learnt here, after load: the httpOnly session cookie is invisible to
 * scripts, and a companion cookie without secrets (AUTH_HINT_COOKIE) says whether asking the
 * API for the profile is worth a request at all.
 *
 * Two parts: who is here (unknown, guest or player) is a small store, because it is the browser's
 * own conclusion and not an answer of the API; the profile and the balance are server data and
 * live in SWR's cache under their API paths, where a live `balance_changed`, a saved form or a
 * focus revalidation replace them. SessionState puts the two together.
 */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'guest' }
  | { status: 'player'; profile: ProfileDto; balance: BalanceDto | null };

type SessionStatus = SessionState['status'];

const UNKNOWN: SessionState = { status: 'unknown' };
const GUEST: SessionState = { status: 'guest' };

const status = createStore<SessionStatus>('unknown');
let started = false;

/** The profile and balance the session just loaded are fresh: a hook mounting now does not ask again. */
const SESSION_DATA = { ...PLAYER_DATA, revalidateIfStale: false };

let last: SessionState = UNKNOWN;

/** One object per (status, profile, balance): readers can compare states by identity. */
function compose(current: SessionStatus, profile: ProfileDto | undefined, balance: BalanceDto | undefined): SessionState {
  if (current === 'guest') return GUEST;
  if (current !== 'player' || !profile) return UNKNOWN;
  const shown = balance ?? null;
  if (last.status !== 'player' || last.profile !== profile || last.balance !== shown) last = { status: 'player', profile, balance: shown };
  return last;
}

let playerListeners: Promise<void> | null = null;

/**
 * What a player needs and a guest does not (the live connection, live balance, clearing player
 * state on logout) is one lazily loaded module: guests never download it, and the lobby's
 * first-load JavaScript stays within its budget. It catches up with the current state itself
 * when it arrives; completeLogin waits for it so its listeners see the `login` event.
 */
function loadPlayerListeners(): Promise<void> {
  playerListeners ??= import('./session-listeners').then(
    (m) => m.installSessionListeners(),
    (error: unknown) => {
      playerListeners = null; // a chunk that failed to load is tried again on the next change
      console.error('session: the player listeners failed to load', error);
    },
  );
  return playerListeners;
}

status.subscribe(() => {
  if (status.get() === 'player') void loadPlayerListeners();
});

export function getSessionState(): SessionState {
  return compose(status.get(), readCached<ProfileDto>(API_KEYS.profile), readCached<BalanceDto>(API_KEYS.balance));
}

/** Follows who is here (status changes); the data itself is followed through useSession. */
export function subscribeSession(listener: () => void): () => void {
  return status.subscribe(listener);
}

export function useSession(): SessionState {
  const current = useStore(status);
  const player = current === 'player';
  const { data: profile } = useSWR<ProfileDto>(player ? API_KEYS.profile : null, fetchData, SESSION_DATA);
  const { data: balance } = useSWR<BalanceDto>(player ? API_KEYS.balance : null, fetchData, SESSION_DATA);
  return compose(current, profile, balance);
}

const lostSession = (error: unknown) => error instanceof JsonApiError && (error.status === 401 || error.status === 403);

/** Puts a fresh answer of `key` into the cache (throws what the call threw). */
const reload = <T>(key: string) => mutate(key, fetchData<T>(key), { revalidate: false });

/** Reads profile and balance; a 401 that survives the refresh leaves a guest. */
export async function loadPlayer(): Promise<SessionState> {
  try {
    // A balance that could not be read is not shown (the header and the profile say so), not an old one.
    const noBalance = () => mutate(API_KEYS.balance, undefined, { revalidate: false });
    await Promise.all([reload<ProfileDto>(API_KEYS.profile), reload<BalanceDto>(API_KEYS.balance).catch(noBalance)]);
    status.set('player');
  } catch (error) {
    if (lostSession(error) || status.get() === 'unknown') status.set('guest');
  }
  return getSessionState();
}

/** Once per page load: learn who is here. */
export function startSession(): void {
  if (started) return;
  started = true;
  onSessionLost(() => endSession());
  if (hasAuthHint()) void loadPlayer();
  else status.set('guest');
}

/** After login, registration, an SMS confirmation or a password restore (spec §4 "login success"). */
export async function completeLogin(): Promise<void> {
  if ((await loadPlayer()).status === 'player') await loadPlayerListeners();
  emitAuthEvent('login');
  emitAuthEvent('game-exit');
}

function endSession(): void {
  status.set('guest');
  clearPlayerCache();
  emitAuthEvent('logout');
  emitAuthEvent('game-exit');
}

/**
 * The server ended this login (logout in another tab, password restore, a reused refresh token):
 * the tab forgets the player as on logout, without calling the API.
 */
export function sessionEndedByServer(): void {
  if (status.get() !== 'guest') endSession();
}

/** Spec §4 logout: the server forgets the tokens, every piece of player state is reset. */
export async function logout(): Promise<void> {
  try {
    await jsonApi('/json-api/logout', { method: 'POST', body: {} });
  } catch {
    // Even if the call fails the player asked to leave: the local state goes anyway.
  }
  endSession();
}

/** After a profile change (saved data, a confirmed contact): the profile only, not the balance. */
export async function reloadProfile(): Promise<void> {
  if (status.get() !== 'player') return;
  try {
    await reload<ProfileDto>(API_KEYS.profile);
  } catch (error) {
    if (lostSession(error)) status.set('guest');
  }
}

/** Asks for the balance again (the profile's refresh, the cashbox after money moved); throws when the call failed. */
export async function refreshBalance(): Promise<void> {
  if (status.get() === 'player') await reload<BalanceDto>(API_KEYS.balance);
}

/** Replaces the player's balance: a `balance_changed` live message, an answer that carries it. */
export function setBalance(balance: BalanceDto): void {
  if (status.get() === 'player') void mutate(API_KEYS.balance, balance, { revalidate: false });
}

export function setProfile(profile: ProfileDto): void {
  if (status.get() === 'player') void mutate(API_KEYS.profile, profile, { revalidate: false });
}
