import { useSyncExternalStore } from 'react';
import type { BalanceDto, ProfileDto } from '@/lib/domain/account-types';
import { AUTH_HINT_COOKIE } from '@/lib/domain/auth-hint';
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
  for (const notify of [...subscribers]) notify();
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

export function hasAuthHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim().startsWith(`${AUTH_HINT_COOKIE}=`));
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
  await loadPlayer();
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

export function setBalance(balance: BalanceDto): void {
  if (state.status === 'player') set({ ...state, balance });
}

export function setProfile(profile: ProfileDto): void {
  if (state.status === 'player') set({ ...state, profile });
}
