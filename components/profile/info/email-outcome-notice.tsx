'use client';

import { useEffect } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { reloadProfile } from '@/lib/client/session/session-store';
import own from './info.module.css';

const OUTCOMES = ['confirmed', 'invalid', 'expired', 'taken', 'self_excluded'] as const;
type Outcome = (typeof OUTCOMES)[number];

function isOutcome(value: string | null): value is Outcome {
  return (OUTCOMES as readonly (string | null)[]).includes(value);
}

/**
 * The link of the verification e-mail lands on /profile/info?email=<outcome>
 * (app/json-api/players/contacts/email-verification/confirm): say how it went. Needs a
 * Suspense boundary around it (search params of a static page are known in the browser only).
 */
export function EmailOutcomeNotice() {
  const t = useTranslations('profile.info.emailOutcome');
  const outcome = useSearchParams()?.get('email') ?? null;
  const known = isOutcome(outcome) ? outcome : null;

  // The session may have been loaded before the link was followed in another tab.
  useEffect(() => {
    if (known === 'confirmed') void reloadProfile();
  }, [known]);

  if (!known) return null;
  return (
    <p role="status" className={`${own.notice} ${known === 'confirmed' ? own.noticeOk : own.noticeWarn}`}>
      {t(known)}
    </p>
  );
}
