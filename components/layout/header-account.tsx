'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useProbablyPlayer } from '@/lib/client/session/probable-player';
import { HeaderGuestButtons } from './header-guest-buttons';

// The player's part (session store, API client, balance) is loaded only for players.
const HeaderPlayer = lazy(() => import('./header-player'));

/**
 * The header's account area of the main variant. The HTML is the same for everyone, so it
 * starts as the guest buttons; an inline script (AuthHintScript) marks the document when the
 * auth hint cookie is there, and CSS shows a placeholder instead until the session is known.
 * Only then is the player's part loaded; it shows the guest buttons itself if the session
 * turns out to be gone.
 */
export function HeaderAccount() {
  const player = useProbablyPlayer();
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
