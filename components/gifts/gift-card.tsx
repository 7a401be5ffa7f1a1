'use client';

import type { MouseEvent } from 'react';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { formatOperationDate } from '@/lib/domain/date-format';
import { depositProgress, freeRoundPlace, giftAction, isInactiveGift } from '@/lib/domain/gifts/gift-list';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/domain/money';
import { openModal } from '@/lib/client/modals/modal-requests';
import { GiftCountdown } from './gift-countdown';
import { useGiftValueText } from './gift-value';
import { InactiveGiftBody } from './inactive-gift';
import { useGiftAction } from './use-gift-action';
import own from './gifts.module.css';
import buttons from '@/components/ui/button.module.css';
import badges from '@/components/ui/badge.module.css';

const STATE_TONE = { received: badges.wait, activated: badges.ok, used: badges.badge, expired: badges.warn } as const;

const secondsOf = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * One gift of the Gifts tab: title, type, what it gives in the player's currency, state, the live
 * countdown to expiredAt, its conditions, deposit progress (deposit bonuses), spins left (free
 * spins), where its free rounds are played, and its action. A used or expired gift has no action: a tap (or its button, for the
 * keyboard) opens the inactive-gift modal (spec §2).
 */
export function GiftCard({ gift, currency, now }: { gift: GiftDto; currency: string; now: number }) {
  const t = useTranslations('giftsPage');
  const locale = useLocale();
  const timeZone = useTimeZone();
  const valueText = useGiftValueText();
  const inactive = isInactiveGift(gift, now);
  const action = giftAction(gift, now);
  // A gift whose time ran out while shown reads expired at once, before the server writes it.
  const state = inactive && gift.state !== 'used' ? 'expired' : gift.state;
  const progress = gift.type === 'deposit_bonus' ? depositProgress(gift, currency) : null;
  const { conditions } = gift;
  const minDeposit = conditions.minDeposits?.[currency];
  const place = freeRoundPlace(gift.terms);

  const showInactive = () => {
    const texts = {
      body: state === 'used' ? t('inactive.used', { title: gift.title }) : t('inactive.expired', { title: gift.title }),
      when: state === 'used' && gift.usedAt ? t('usedOn', { date: formatOperationDate(secondsOf(gift.usedAt), timeZone) }) : t('expiredOn', { date: formatOperationDate(secondsOf(gift.expiredAt), timeZone) }),
      hint: t('inactive.hint'),
      ok: t('inactive.ok'),
    };
    openModal({ kind: 'custom', title: t('inactive.title'), render: (close) => <InactiveGiftBody texts={texts} close={close} /> });
  };
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    // The card's own button handles itself; a tap anywhere else on a spent gift explains it.
    if (!inactive || (event.target as HTMLElement).closest('button, a')) return;
    showInactive();
  };

  return (
    <li className={`${own.card} ${inactive ? own.spent : ''}`} data-testid="gift-card" data-gift-id={gift.id} data-state={state} onClick={onCardClick}>
      <div className={own.cardHead}>
        <span className={`${badges.badge} ${badges.info}`}>{t(`types.${gift.type}`)}</span>
        <span className={`${badges.badge} ${STATE_TONE[state]}`} data-testid="gift-state">
          {t(`states.${state}`)}
        </span>
      </div>
      <h3 className={own.title}>{gift.title}</h3>
      <p className={own.value}>
        <span className={own.valueLabel}>{t('value.label')}: </span>
        {valueText(gift.terms, currency)}
      </p>
      {progress && (
        <div className={own.progress}>
          <p className={own.faint} id={`gift-progress-${gift.id}`}>
            {t('progress', { counted: formatMoney(progress.counted, currency, locale), limit: formatMoney(progress.limit, currency, locale) })}
          </p>
          <div
            className={own.track}
            role="progressbar"
            aria-labelledby={`gift-progress-${gift.id}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((progress.counted / progress.limit) * 100)}
          >
            <span className={own.fill} style={{ width: `${(progress.counted / progress.limit) * 100}%` }} />
          </div>
        </div>
      )}
      {(gift.type === 'giftspin' || gift.type === 'provider_spins') && gift.spinsLeft !== null && <p className={own.faint}>{t('spinsLeft', { count: gift.spinsLeft })}</p>}
      {place && !inactive && (
        <p>
          <Link href={place.path} className={own.place} prefetch={false}>
            {place.kind === 'game' ? t('playGame') : t('pickGame')}
          </Link>
        </p>
      )}
      {(conditions.contacts || conditions.device || minDeposit) && (
        <div className={own.conditions}>
          <span className={own.faint}>{t('conditions.label')}:</span>
          <ul>
            {conditions.contacts && <li>{t(`conditions.${conditions.contacts}`)}</li>}
            {conditions.device && <li>{t(`conditions.${conditions.device}`)}</li>}
            {minDeposit !== undefined && <li>{t('conditions.minDeposits', { amount: formatMoney(minDeposit, currency, locale) })}</li>}
          </ul>
        </div>
      )}
      <div className={own.foot}>
        <p className={own.faint}>
          {inactive ? (
            state === 'used' && gift.usedAt ? (
              t('usedOn', { date: formatOperationDate(secondsOf(gift.usedAt), timeZone) })
            ) : (
              t('expiredOn', { date: formatOperationDate(secondsOf(gift.expiredAt), timeZone) })
            )
          ) : (
            <GiftCountdown expiredAt={gift.expiredAt} now={now} />
          )}
        </p>
        {action && <ActionButton gift={gift} action={action} />}
        {inactive && (
          <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={showInactive}>
            {t('details')}
          </button>
        )}
      </div>
    </li>
  );
}

function ActionButton({ gift, action }: { gift: GiftDto; action: 'take' | 'activate' }) {
  const t = useTranslations('giftsPage');
  const { pending, run } = useGiftAction(gift, action);
  const label = action === 'take' ? t('take') : t('activate');
  return (
    <button
      type="button"
      className={`${buttons.button} ${buttons.gold} ${buttons.small} ${pending ? own.busy : ''}`}
      // aria-disabled, not disabled: a disabled button drops the focus, and the error modal that may
      // follow gives the focus back to the button that opened it.
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => void run()}
      aria-label={pending ? `${t('pending')} ${gift.title}` : `${label}: ${gift.title}`}
      data-testid="gift-action"
    >
      {pending ? t('pending') : label}
    </button>
  );
}
