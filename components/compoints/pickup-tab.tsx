'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { GIFT_ACTIVATION_ERROR_CODES } from '@/lib/domain/gifts/gifts';
import { formatOperationDate } from '@/lib/domain/date-format';
import { JsonApiError } from '@/lib/client/json-api';
import { activateBoughtGift, boughtGiftsToTake } from '@/lib/client/compoints/compoint-calls';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchInner } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import { showToast } from '@/lib/client/toasts/toast-store';
import { LoadingStatus } from '@/components/ui/loading-status';
import buttons from '@/components/ui/button.module.css';
import badges from '@/components/ui/badge.module.css';
import styles from './compoints.module.css';

type ActivateFailure = (typeof GIFT_ACTIVATION_ERROR_CODES)[number] | 'unknown';

/**
 * The Pick up tab: gifts bought with compoints (reason `compoints`, which the profile's gift list
 * leaves out, spec §4) not yet taken, each with Activate (PUT /json-api/gifts/activate/{id}). A
 * refusal shows its code's text next to the gift; success reloads the list.
 */
export function PickupTab({ onShop }: { onShop: () => void }) {
  const t = useTranslations('compoints');
  // One text per activation code, shared with the Gifts tab (spec §8).
  const te = useTranslations('gifts.errors');
  const { data, error, isLoading, mutate } = useSWR<GiftDto[]>(API_KEYS.gifts, fetchInner, PLAYER_DATA);
  const [busy, setBusy] = useState<number | null>(null);
  const [failures, setFailures] = useState<Record<number, ActivateFailure>>({});
  const gifts = data ? boughtGiftsToTake(data) : null;

  const activate = async (gift: GiftDto) => {
    if (busy !== null) return;
    setBusy(gift.id);
    setFailures(({ [gift.id]: _, ...rest }) => rest);
    try {
      await activateBoughtGift(gift.id);
      showToast({ type: 'success', text: t('pickup.activated', { title: gift.title }) });
    } catch (caught) {
      const code = caught instanceof JsonApiError ? caught.code : undefined;
      const known = (GIFT_ACTIVATION_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as ActivateFailure) : 'unknown';
      setFailures((current) => ({ ...current, [gift.id]: known }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="compoints-pickup-title" aria-busy={isLoading || undefined}>
      <h2 id="compoints-pickup-title" className={styles.subTitle}>
        {t('pickup.title')}
      </h2>
      {!gifts && isLoading && <LoadingStatus text={t('pickup.loading')} />}
      {!gifts && error && !isLoading && (
        <div role="alert" className={styles.actions}>
          <p className={styles.alert}>{t('pickup.failed')}</p>
          <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => void mutate()}>
            {t('pickup.retry')}
          </button>
        </div>
      )}
      {gifts && gifts.length === 0 && (
        <div className={styles.empty}>
          <p className={styles.muted}>{t('pickup.empty')}</p>
          <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={onShop}>
            {t('pickup.toShop')}
          </button>
        </div>
      )}
      {gifts && gifts.length > 0 && (
        <ul className={styles.grid} data-testid="compoint-pickup">
          {gifts.map((gift) => (
            <li key={gift.id} className={styles.item} data-testid="compoint-gift">
              <span className={`${badges.badge} ${badges.ok}`}>{t(`giftTypes.${gift.type}`)}</span>
              <h3 className={styles.itemTitle}>{gift.title}</h3>
              <p className={styles.faint}>{t('pickup.until', { date: formatOperationDate(Math.floor(Date.parse(gift.expiredAt) / 1000)) })}</p>
              <div className={styles.itemFoot}>
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.gold} ${buttons.small}`}
                  aria-busy={busy === gift.id || undefined}
                  aria-label={t('pickup.activateNamed', { title: gift.title })}
                  aria-describedby={failures[gift.id] ? `compoints-gift-error-${gift.id}` : undefined}
                  disabled={busy !== null && busy !== gift.id}
                  onClick={() => void activate(gift)}
                >
                  {busy === gift.id ? t('pickup.activating') : t('pickup.activate')}
                </button>
              </div>
              {failures[gift.id] && (
                <p role="alert" id={`compoints-gift-error-${gift.id}`} className={styles.alert}>
                  {failures[gift.id] === 'unknown' ? t('errors.unknown') : te(failures[gift.id] as Exclude<ActivateFailure, 'unknown'>)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
