import useSWR from 'swr';
import type { BalanceDto, ProfileDto } from '@/lib/domain/accounts/account-types';
import { createStore, useStore } from '@/lib/client/store';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchData } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import { clearPlayerCache, readCached } from '@/lib/client/swr/player-cache';
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
 *
 * This module holds that state and its readers; session-store.ts learns it and acts on it (login,
 * logout, reloads) and loads the player's listeners (session-listeners.ts), which read it here: so
 * they never import the module that loads them.
 */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'guest' }
  | { status: 'player'; profile: ProfileDto; balance: BalanceDto | null };

type SessionStatus = SessionState['status'];

const UNKNOWN: SessionState = { status: 'unknown' };
const GUEST: SessionState = { status: 'guest' };

/** Who is here. Set by session-store.ts, and to guest by endSession. */
export const sessionStatus = createStore<SessionStatus>('unknown');

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

export function getSessionState(): SessionState {
  return compose(sessionStatus.get(), readCached<ProfileDto>(API_KEYS.profile), readCached<BalanceDto>(API_KEYS.balance));
}

/** Follows who is here (status changes); the data itself is followed through useSession. */
export function subscribeSession(listener: () => void): () => void {
  return sessionStatus.subscribe(listener);
}

export function useSession(): SessionState {
  const current = useStore(sessionStatus);
  const player = current === 'player';
  const { data: profile } = useSWR<ProfileDto>(player ? API_KEYS.profile : null, fetchData, SESSION_DATA);
  const { data: balance } = useSWR<BalanceDto>(player ? API_KEYS.balance : null, fetchData, SESSION_DATA);
  return compose(current, profile, balance);
}

/** The player is gone (logout, a session lost): every piece of player state goes with them. */
export function endSession(): void {
  sessionStatus.set('guest');
  clearPlayerCache();
  emitAuthEvent('logout');
  emitAuthEvent('game-exit');
}

/**
 * The server ended this login (logout in another tab, password restore, a reused refresh token):
 * the tab forgets the player as on logout, without calling the API.
 */
export function sessionEndedByServer(): void {
  if (sessionStatus.get() !== 'guest') endSession();
}
