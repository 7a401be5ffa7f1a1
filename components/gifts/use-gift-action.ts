'use client';

import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { giftToastKey, giftToastKind, isContactsError, isGiftActivationErrorCode } from '@/lib/domain/gifts/gift-list';
import { activateGift, reloadGifts, takeGiftPrize } from '@/lib/client/gifts/gift-actions';
import { JsonApiError } from '@/lib/client/json-api';
import { openModal } from '@/lib/client/modals/modal-requests';
import { showToast } from '@/lib/client/toasts/toast-store';

/** Refusals that say the cached gift is out of date: the list is read again behind the modal. */
const STALE_CODES = new Set(['expired', 'used', 'invalid_user_gift', 'in_process']);

/**
 * A gift's Activate / Take button (spec §4 forms: a second click while one runs is ignored — a ref,
 * not state, so two clicks in one frame are one call). Success writes the gift into the cache
 * (gift-actions.ts) and toasts under the same key the live queue uses, so the player is told once.
 * A refusal opens the modal stack's error modal with the code's text (spec §8); a contacts
 * refusal opens the alert that leads to the profile's info page, where contacts are confirmed.
 */
export function useGiftAction(gift: GiftDto, action: 'take' | 'activate') {
  const t = useTranslations('giftsPage');
  const tl = useTranslations('giftsLive.toast');
  const te = useTranslations('gifts.errors');
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      const done = action === 'take' ? await takeGiftPrize(gift) : await activateGift(gift);
      const kind = giftToastKind(done);
      const text = kind ? tl(kind, { title: done.title }) : tl('done', { title: done.title });
      showToast({ type: 'success', text, key: giftToastKey(kind ?? 'done', done.id) });
    } catch (error) {
      const code = error instanceof JsonApiError ? error.code : undefined;
      const known = isGiftActivationErrorCode(code) ? code : null;
      const title = action === 'take' ? t('takeErrorTitle') : t('errorTitle');
      const body = known ? te(known) : t('failed');
      if (known && isContactsError(known)) openModal({ kind: 'alert', title, body, actionTitle: t('toContacts') });
      else openModal({ kind: 'error', title, body });
      if (known && STALE_CODES.has(known)) void reloadGifts().catch(() => undefined);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [action, gift, t, te, tl]);

  return { pending, run };
}
