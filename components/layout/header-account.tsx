'use client';

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { hasAuthHint } from '@/lib/client/session/auth-hint-cookie';
import { onAuthEvent } from '@/lib/client/session/auth-events';
import { HeaderGuestButtons } from './header-guest-buttons';

// The player's part (session store, API client, balance) is loaded only for players.
const HeaderPlayer = lazy(() => import('./header-player'));

/** A login in a popup fires `login` before the hint cookie is read again: remember it here. */
let loggedInHere = false;
const subscribe = (notify: () => void) =>
  onAuthEvent('login', () => {
    loggedInHere = true;
    notify();
  });
const probablyPlayer = () => loggedInHere || hasAuthHint();

/**
 * The header's account area of the main variant. The HTML is the same for everyone, so it
 * starts as the guest buttons; an inline script (AuthHintScript) marks the document when the
 * auth hint cookie is there, and CSS shows a placeholder instead until the session is known.
 * Only then is the player's part loaded; it shows the guest buttons itself if the session
 * turns out to be gone.
 */
export function HeaderAccount() {
  const player = useSyncExternalStore(subscribe, probablyPlayer, () => false);
  useEffect(() => {
    if (!player) delete document.documentElement.dataset.auth;
  }, [player]);

  if (!player) return <HeaderGuestButtons />;
  return (
    <Suspense fallback={<HeaderGuestButtons />}>
      <HeaderPlayer />
    </Suspense>
  );
}
