'use client';

import { Suspense } from 'react';
import { usePlayer } from '../use-player';
import { ContactsPanel } from './contacts-panel';
import { EmailOutcomeNotice } from './email-outcome-notice';
import { MyDataForm } from './my-data-form';

/** "My data": the outcome of an e-mail link, the editable data, the contacts. */
export function InfoTab() {
  const player = usePlayer();
  if (!player) return null;
  const { profile } = player;
  return (
    <>
      <Suspense fallback={null}>
        <EmailOutcomeNotice />
      </Suspense>
      {/* Keyed by player: a form keeps what the player typed while the session's profile reloads. */}
      <MyDataForm key={profile.user_id} profile={profile} />
      <ContactsPanel profile={profile} />
    </>
  );
}
