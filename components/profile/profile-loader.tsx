'use client';

import { useTranslations } from 'next-intl';
import { LoadingStatus } from '@/components/ui/loading-status';

/** Shown while the browser learns who is logged in (the page itself is the same for everyone). */
export function ProfileLoader() {
  const t = useTranslations('profile');
  return <LoadingStatus text={t('loading')} testId="profile-loader" />;
}
