'use client';

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { GiftOfferDto } from '@/lib/domain/gifts/gift-offers';
import { isGiftActivationErrorCode } from '@/lib/domain/gifts/gift-list';
import { formatMoney } from '@/lib/domain/money';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { useProbablyPlayer } from '@/lib/client/session/probable-player';
import buttons from '@/components/ui/button.module.css';
import styles from './take-gift.module.css';

type Outcome = { kind: 'idle' } | { kind: 'taking' } | { kind: 'done' } | { kind: 'already' } | { kind: 'failed'; text: string } | { kind: 'guest' };

/**
 * The buttons of /take/gift, the page's one client island (no SWR, no session store: a guest's
 * page stays light). A guest (no auth hint cookie) gets sign-up and log-in links that come back
 * here; a player takes the offer (POST /json-api/gift-offers/{slug}/take → the gift, granted once)
 * and then its prize (POST /json-api/gifts/nondeposit/take-prize/{id}). A second click while it
 * runs does nothing; every refusal is shown in words. On the guest variant (`guestOnly`, which
 * carries no player data) everyone gets the links, which lead back to the main page.
 */
export function TakeGiftActions({ slug, shown, links, guestOnly = false }: { slug: string; shown: string; links: { login: string; register: string; gifts: string }; guestOnly?: boolean }) {
  const t = useTranslations('giftsPage.offer');
  const tv = useTranslations('giftsPage.value');
  const te = useTranslations('gifts.errors');
  const locale = useLocale();
  const player = useProbablyPlayer() && !guestOnly;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [mine, setMine] = useState<string | null>(null);
  const running = useRef(false);

  // What the offer gives in the player's own currency (the page shows the default currency, `shown`).
  useEffect(() => {
    if (!player) return;
    jsonApi<{ data: GiftOfferDto }>(`/json-api/gift-offers/${slug}`)
      .then(({ data }) => {
        const { amount, currency } = data.value;
        if (amount === null || currency === null) return;
        const text = tv('moneyBonus', { amount: formatMoney(amount, currency, locale) });
        // Said again only when it differs from what the page shows (another currency).
        if (text !== shown) setMine(text);
      })
      .catch(() => undefined);
  }, [player, slug, tv, locale, shown]);

  const textOf = (error: unknown): Outcome => {
    if (error instanceof JsonApiError && error.status === 401) return { kind: 'guest' };
    const code = error instanceof JsonApiError ? error.code : undefined;
    if (code === 'used') return { kind: 'already' };
    if (code === 'offer_ended') return { kind: 'failed', text: t('errors.offer_ended') };
    return { kind: 'failed', text: isGiftActivationErrorCode(code) ? te(code) : t('errors.failed') };
  };

  const take = async () => {
    if (running.current) return;
    running.current = true;
    setOutcome({ kind: 'taking' });
    try {
      const { data: gift } = await jsonApi<{ data: GiftDto }>(`/json-api/gift-offers/${slug}/take`, { method: 'POST', body: {}, idempotent: true });
      if (gift.state !== 'received') {
        setOutcome({ kind: 'already' });
        return;
      }
      await jsonApi<{ status: string; data: GiftDto }>(`/json-api/gifts/nondeposit/take-prize/${gift.id}`, { method: 'POST', body: {}, idempotent: true });
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome(textOf(error));
    } finally {
      running.current = false;
    }
  };

  if (!player || outcome.kind === 'guest') {
    return (
      <div className={styles.actions} data-testid="take-gift-guest">
        <p>{t('guestLead')}</p>
        <div className={styles.buttons}>
          <a className={`${buttons.button} ${buttons.gold}`} href={links.register}>
            {t('register')}
          </a>
          <a className={buttons.button} href={links.login}>
            {t('login')}
          </a>
        </div>
      </div>
    );
  }

  const taking = outcome.kind === 'taking';
  const finished = outcome.kind === 'done' || outcome.kind === 'already';
  return (
    <div className={styles.actions} data-testid="take-gift-player">
      {mine && <p className={styles.mine}>{t('gives', { value: mine })}</p>}
      {!finished && (
        <div className={styles.buttons}>
          <button type="button" className={`${buttons.button} ${buttons.gold} ${taking ? styles.busy : ''}`} onClick={() => void take()} aria-disabled={taking || undefined} aria-busy={taking || undefined} data-testid="take-gift">
            {taking ? t('taking') : t('takeIt')}
          </button>
        </div>
      )}
      <div role="status" className={styles.result} data-testid="take-gift-result">
        {outcome.kind === 'done' && <p className={styles.success}>{t('success')}</p>}
        {outcome.kind === 'already' && <p>{t('already')}</p>}
        {outcome.kind === 'failed' && <p className={styles.error}>{outcome.text}</p>}
        {finished && (
          <a className={styles.link} href={links.gifts}>
            {t('toGifts')}
          </a>
        )}
      </div>
    </div>
  );
}
