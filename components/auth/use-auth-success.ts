'use client';

import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { safeRedirectTarget } from '@/lib/domain/routing/route-rules';
import { completeLogin } from '@/lib/client/session/session-store';
import { getPathname } from '@/i18n/navigation';
import { useAuthFrame } from './auth-frame';

/**
 * What happens once tokens came back (login, registration, SMS code, password restore): the
 * session loads the player and fires the login event (spec §4), then the visitor goes to the
 * page the guard sent them from (`redirect`), or the popup closes over the page they were on.
 */
export function useAuthSuccess(): () => Promise<void> {
  // Next's own router: the redirect target already carries its language prefix.
  const router = useRouter();
  const locale = useLocale();
  const { mode } = useAuthFrame();
  return async () => {
    await completeLogin();
    const target = safeRedirectTarget(new URLSearchParams(window.location.search).get('redirect'));
    if (target) router.replace(target);
    else if (mode === 'modal') router.back();
    else router.replace(getPathname({ href: '/', locale }));
  };
}
