'use client';

import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { mutate } from 'swr';
import type { PromotionPrizeDto } from '@/lib/domain/promotions/promotion-dtos';
import { openModal } from '@/lib/client/modals/modal-requests';
import { showToast } from '@/lib/client/toasts/toast-store';
import { exchangePrize, promoRefusal, refusalTextKey } from '@/lib/client/promotions/promotion-calls';
import { pointsText, prizeCurrency } from '@/lib/client/promotions/promotion-view-rules';
import type { PromotionViewContext } from './promotion-context';

/**
 * The exchange of an exchange promo's prize (docs/API.md "POST …/prizes/{prizeId}/exchange"):
 * the confirm modal (buy / cancel), then one request — the modal's button is busy while it runs
 * and a prize already being exchanged is not sent again. Success writes the player's data the
 * answer carries, reads the promo again (its stock) and says where the prize went (or that a
 * real-money prize waits for the identity verification); a refusal opens the error modal with
 * its text (insufficient_funds with the points missing, a reason's own text).
 */
export function usePrizeExchange(ctx: PromotionViewContext) {
  const t = useTranslations('promo');
  const [pending, setPending] = useState<number | null>(null);
  const running = useRef(false);
  const { promo, locale } = ctx;

  const send = useCallback(
    async (prize: PromotionPrizeDto) => {
      if (running.current) return;
      running.current = true;
      setPending(prize.id);
      try {
        const { participant, held } = await exchangePrize(promo.id, prize.id);
        if (ctx.participantKey) await mutate(ctx.participantKey, participant, { revalidate: false });
        if (ctx.promoKey) void mutate(ctx.promoKey);
        showToast({ type: 'success', text: t(held ? 'prize.held' : `prize.done.${prize.kind}`, { title: prize.title }) });
      } catch (error) {
        const refusal = promoRefusal(error);
        const currency = prizeCurrency(promo, prize) ?? promo.currency;
        const body = refusal.code === 'insufficient_funds' && refusal.missing !== null ? t('prize.missing', { amount: pointsText(refusal.missing, currency, locale) }) : '';
        openModal({ kind: 'error', title: t(refusalTextKey(refusal)), body });
      } finally {
        running.current = false;
        setPending(null);
      }
    },
    [promo, locale, ctx.participantKey, ctx.promoKey, t],
  );

  const ask = useCallback(
    (prize: PromotionPrizeDto) => {
      if (running.current) return;
      const currency = prizeCurrency(promo, prize) ?? promo.currency;
      openModal({
        kind: 'confirm',
        title: t('prize.confirmTitle', { title: prize.title }),
        body: t('prize.confirmBody', { price: pointsText(prize.price, currency, locale) }),
        confirmTitle: t('prize.buy'),
        cancelTitle: t('prize.cancel'),
        onConfirm: () => send(prize),
      });
    },
    [promo, locale, send, t],
  );

  return { ask, pending };
}
