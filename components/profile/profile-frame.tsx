'use client';

import { useEffect, type ReactNode } from 'react';
import { startSession, useSession } from '@/lib/client/session/session-store';
import { GuestPrompt } from './guest-prompt';
import { ProfileHeader } from './profile-header';
import { ProfileLoader } from './profile-loader';
import { ProfileTabsNav } from './profile-tabs-nav';
import styles from './profile.module.css';

/**
 * The profile's shared frame (layout of every tab). The page is the same for every visitor
 * (ISR), so who is here is learnt in the browser: a loader until then, a login prompt for a
 * guest, otherwise the player's header, the tabs and the tab itself.
 */
export function ProfileFrame({ children }: { children: ReactNode }) {
  const session = useSession();
  // Learns who is here if the site has not asked yet (startSession runs once per page load).
  useEffect(() => startSession(), []);

  if (session.status === 'unknown') return <ProfileLoader />;
  if (session.status === 'guest') return <GuestPrompt />;
  return (
    <div className={styles.profile}>
      <ProfileHeader profile={session.profile} />
      <ProfileTabsNav />
      <div className={styles.panel}>{children}</div>
    </div>
  );
}
