import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/client/store';
import { onAuthEvent } from './auth-events';
import { hasAuthHint } from './auth-hint-cookie';

/**
 * Whether a player is probably here: the auth hint cookie is set, or a login happened in this
 * tab (a popup's login fires `login` before anything reads the cookie again). Parts of the page
 * that only players see (the header's account, the recent games row) check this before loading
 * their code, the session store and SWR, so a guest's first load carries none of them. It proves
 * nothing: those parts still read the session and show nothing without one.
 */
const loggedInHere = createStore(false);

onAuthEvent('login', () => loggedInHere.set(true));

const probablyPlayer = () => loggedInHere.get() || hasAuthHint();

export function useProbablyPlayer(): boolean {
  // The cookie is part of the snapshot, not of the store; the server render and hydration say no.
  return useSyncExternalStore(loggedInHere.subscribe, probablyPlayer, () => false);
}
