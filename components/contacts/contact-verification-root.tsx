'use client';

import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSession } from '@/lib/client/session/session-store';
import {
  claimVerificationRoot,
  closeContactVerification,
  useActiveVerificationRoot,
  useVerificationRequest,
} from '@/lib/client/contacts/contact-verification-store';
import { Modal } from '@/components/ui/modal';
import type { SupportLinks } from './step-props';
import { ContactVerificationLoader } from './contact-verification-loader';

// The flow's code (forms, masks, steps) loads when a player first opens it; the loader shows
// meanwhile (spec play-promos §2: "a loader shows until the flow is mounted").
const ContactVerificationFlow = lazy(() => import('./contact-verification-flow').then((m) => ({ default: m.ContactVerificationFlow })));

/**
 * Shows the contact verification modal that `openContactVerification()` asked for. Mount one
 * anywhere inside the site (the profile layout does; the site shell may too: only the first
 * mounted root shows it). It closes on route change (spec platform §2: modals close on route
 * change) and when the player is no longer logged in.
 */
export function ContactVerificationRoot({ support }: { support: SupportLinks }) {
  const t = useTranslations('verification');
  const rootId = useId();
  useEffect(() => claimVerificationRoot(rootId), [rootId]);
  const active = useActiveVerificationRoot() === rootId;
  const request = useVerificationRequest();
  const session = useSession();
  const pathname = usePathname() ?? '';

  // The page a request was opened on: leaving it closes the modal.
  const [openedOn, setOpenedOn] = useState<{ id: number; path: string } | null>(null);
  if (request && openedOn?.id !== request.id) setOpenedOn({ id: request.id, path: pathname });
  const seen = request !== null && openedOn?.id === request.id;
  const leftPage = seen && openedOn.path !== pathname;
  const noPlayer = session.status === 'guest';

  const requested = request !== null;
  useEffect(() => {
    if (active && requested && (leftPage || noPlayer)) closeContactVerification();
  }, [active, requested, leftPage, noPlayer]);

  if (!active || !request || !seen || leftPage || session.status !== 'player') return null;
  return (
    <Modal open onClose={closeContactVerification} title={t(`title.${request.kind}`)} closeLabel={t('close')}>
      <Suspense fallback={<ContactVerificationLoader />}>
        <ContactVerificationFlow key={request.id} kind={request.kind} payout={request.payout} support={support} onClose={closeContactVerification} />
      </Suspense>
    </Modal>
  );
}
