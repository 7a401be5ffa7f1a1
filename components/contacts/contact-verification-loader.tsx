'use client';

import { useTranslations } from 'next-intl';
import { LoadingStatus } from '@/components/ui/loading-status';

/** The loader shown until the flow is mounted and knows its first step (spec play-promos §2). */
export function ContactVerificationLoader() {
  const t = useTranslations('verification');
  return <LoadingStatus text={t('loading')} testId="verification-loader" />;
}
