'use client';

import { useId } from 'react';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { giftBonus } from '@/lib/domain/cashbox/cashbox-amount';
import { formatOperationDate } from '@/lib/domain/date-format';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { formatMoney } from '@/lib/domain/money';
import type { CashboxGifts } from '@/lib/client/cashbox/use-cashbox-gifts';
import { SparkIcon } from '@/components/ui/icons';
import { CashboxErrors } from '../cashbox-texts';
import choices from '../choices.module.css';
import styles from '../cashbox.module.css';

interface GiftPickerProps {
  state: CashboxGifts;
  currency: string;
  /** The amount typed (minor units), for the bonus each gift would add; null when not an amount. */
  amount: number | null;
  disabled?: boolean;
}

function GiftOption({ gift, checked, name, currency, amount, disabled, onPick }: { gift: GiftDto | null; checked: boolean; name: string; currency: string; amount: number | null; disabled: boolean; onPick: () => void }) {
  const t = useTranslations('cashbox.gifts');
  const locale = useLocale();
  const timeZone = useTimeZone();
  const bonus = gift && amount !== null ? giftBonus(gift, currency, amount) : 0;
  return (
    <label className={choices.choice}>
      <input type="radio" className={choices.radio} name={name} checked={checked} disabled={disabled} onChange={onPick} />
      <span className={`${choices.card} ${choices.giftCard}`}>
        <span className={choices.giftMark} aria-hidden="true">
          <SparkIcon size={18} />
        </span>
        <span className={choices.giftText}>
          <span className={choices.cardName}>{gift ? gift.title : t('none')}</span>
          {gift && (
            <span className={choices.cardMeta}>
              {gift.percent ? `${t('percent', { percent: gift.percent })} · ` : ''}
              {t('expires', { date: formatOperationDate(Date.parse(gift.expiredAt) / 1000, timeZone) })}
            </span>
          )}
        </span>
        {gift && <span className={choices.giftBonus}>{bonus > 0 ? t('bonus', { amount: formatMoney(bonus, currency, locale) }) : t('noBonus')}</span>}
      </span>
    </label>
  );
}

/**
 * The cashbox gift for the next deposit (spec §4 cashbox gift filter): the one the player picked
 * before is preselected, "no gift" is always offered, and each gift shows the bonus it would add
 * to the amount typed. Nothing is shown when the player has no such gift.
 */
export function GiftPicker({ state, currency, amount, disabled = false }: GiftPickerProps) {
  const t = useTranslations('cashbox.gifts');
  const name = useId();
  if (!state.gifts || state.gifts.length === 0) return null;
  const busy = disabled || state.saving;
  return (
    <fieldset className={styles.section} aria-busy={state.saving || undefined}>
      <legend className={styles.sectionTitle}>{t('legend')}</legend>
      <div className={choices.gifts}>
        <GiftOption gift={null} checked={state.selectedId === null} name={name} currency={currency} amount={amount} disabled={busy} onPick={() => state.select(null)} />
        {state.gifts.map((gift) => (
          <GiftOption key={gift.id} gift={gift} checked={state.selectedId === gift.id} name={name} currency={currency} amount={amount} disabled={busy} onPick={() => state.select(gift.id)} />
        ))}
      </div>
      <CashboxErrors codes={state.errors} />
    </fieldset>
  );
}
