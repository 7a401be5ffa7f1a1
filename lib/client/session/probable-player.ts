import { useSyncExternalStore } from 'react';
import { onAuthEvent } from './auth-events';
import { hasAuthHint } from './auth-hint-cookie';

/**
 * Whether a player is probably here: the auth hint cookie is set, or a login happened in this
 * tab (a popup's login fires `login` before anything reads the cookie again). Parts of the page
 * that only players see (the header's account, the recent games row) check this before loading
 * their code and the session store, so a guest's first load carries neither. It proves nothing:
 * those parts still read the session and show nothing without one.
 */
let loggedInHere = false;
const subscribers = new Set<() => void>();

onAuthEvent('login', () => {
  loggedInHere = true;
  for (const notify of [...subscribers]) notify();
});

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

const probablyPlayer = () => loggedInHere || hasAuthHint();

export function useProbablyPlayer(): boolean {
  return useSyncExternalStore(subscribe, probablyPlayer, () => false);
}
