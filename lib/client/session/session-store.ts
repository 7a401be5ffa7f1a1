import { useSyncExternalStore } from 'react';
import type { BalanceDto, ProfileDto } from '@/lib/domain/account-types';
import { hasAuthHint } from './auth-hint-cookie';
import { jsonApi, JsonApiError, onSessionLost } from '@/lib/client/json-api';
import { emitAuthEvent } from './auth-events';

/**
 * The player's session in the browser. Pages are the same for everyone (ISR, page cache), so
 * who is logged in is learnt here, after load: the httpOnly session cookie is invisible to
 * scripts, and a companion cookie without secrets (AUTH_HINT_COOKIE) says whether asking the
 * API for the profile is worth a request at all.
 */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'guest' }
  | { status: 'player'; profile: ProfileDto; balance: BalanceDto | null };

const UNKNOWN: SessionState = { status: 'unknown' };
const GUEST: SessionState = { status: 'guest' };

let state: SessionState = UNKNOWN;
const subscribers = new Set<() => void>();
let started = false;

function set(next: SessionState): void {
  state = next;
  if (next.status === 'player') void loadPlayerListeners();
  for (const notify of [...subscribers]) notify();
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

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  subscribers.add(listener);
  return () => subscribers.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, () => UNKNOWN);
}


/** Reads profile and balance; a 401 that survives the refresh leaves a guest. */
export async function loadPlayer(): Promise<SessionState> {
  try {
    const [profile, balance] = await Promise.all([
      jsonApi<{ data: ProfileDto }>('/json-api/users/profile'),
      jsonApi<{ data: BalanceDto }>('/json-api/users/balance').catch(() => null),
    ]);
    set({ status: 'player', profile: profile.data, balance: balance?.data ?? null });
  } catch (error) {
    if (error instanceof JsonApiError && (error.status === 401 || error.status === 403)) set(GUEST);
    else if (state.status === 'unknown') set(GUEST);
  }
  return state;
}

/** Once per page load: learn who is here. */
export function startSession(): void {
  if (started) return;
  started = true;
  onSessionLost(() => endSession());
  if (hasAuthHint()) void loadPlayer();
  else set(GUEST);
}

/** After login, registration, an SMS confirmation or a password restore (spec §4 "login success"). */
export async function completeLogin(): Promise<void> {
  if ((await loadPlayer()).status === 'player') await loadPlayerListeners();
  emitAuthEvent('login');
  emitAuthEvent('game-exit');
}

function endSession(): void {
  set(GUEST);
  emitAuthEvent('logout');
  emitAuthEvent('game-exit');
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
  if (state.status !== 'player') return;
  try {
    const { data } = await jsonApi<{ data: ProfileDto }>('/json-api/users/profile');
    setProfile(data);
  } catch (error) {
    if (error instanceof JsonApiError && (error.status === 401 || error.status === 403)) set(GUEST);
  }
}

/** Replaces the player's balance: a refresh in the profile, a `balance_changed` live message. */
export function setBalance(balance: BalanceDto): void {
  if (state.status === 'player') set({ ...state, balance });
}

export function setProfile(profile: ProfileDto): void {
  if (state.status === 'player') set({ ...state, profile });
}
