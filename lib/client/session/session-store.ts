import { mutate } from 'swr';
import type { BalanceDto, ProfileDto } from '@/lib/domain/accounts/account-types';
import { jsonApi, JsonApiError, onSessionLost } from '@/lib/client/json-api';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchData } from '@/lib/client/swr/fetchers';
import { hasAuthHint } from './auth-hint-cookie';
import { emitAuthEvent } from './auth-events';
import { endSession, getSessionState, sessionStatus as status, type SessionState } from './session-status';

/**
 * Learning who is here and acting on it: the first look, login, logout, reloads of the profile and
 * the balance. The state itself, and its readers, are session-status.ts (re-exported here, the
 * session's one entry for the rest of the site).
 */
export { getSessionState, sessionEndedByServer, subscribeSession, useSession, type SessionState } from './session-status';

let started = false;
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

export function setProfile(profile: ProfileDto): void {
  if (status.get() === 'player') void mutate(API_KEYS.profile, profile, { revalidate: false });
}
