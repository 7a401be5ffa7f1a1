'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { giftToastKey } from '@/lib/domain/gifts/gift-list';
import { onGiftToast } from '@/lib/client/gifts/gift-listeners';
import type { GiftToast } from '@/lib/client/gifts/gift-queue';
import { showToast } from '@/lib/client/toasts/toast-store';

/**
 * Writes the live gift queue's toasts (lib/client/gifts/gift-listeners.ts) in the page's language.
 * Mounted with the header's player part, so it is on every page a player sees; renders nothing.
 */
export function GiftToasts() {
  const t = useTranslations('giftsLive.toast');
  useEffect(
    () =>
      onGiftToast((toast: GiftToast) => {
        if (toast.kind === 'distributed') showToast({ type: 'success', text: t('distributed', { count: toast.count }) });
        else if (toast.kind === 'disabled') showToast({ type: 'warn', text: t('disabled') });
        else {
          const text = toast.title ? t(toast.kind, { title: toast.title }) : t(`${toast.kind}Untitled`);
          showToast({ type: 'success', text, key: giftToastKey(toast.kind, toast.gift.id) });
        }
      }),
    [t],
  );
  return null;
}
