'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { giftValue } from '@/lib/domain/gifts/gift-list';
import { pickText, type Locale } from '@/lib/domain/locales';
import { formatMoney } from '@/lib/domain/money';

/** What a gift gives, in words and the player's currency (spec §3 terms). */
export function useGiftValueText(): (terms: GiftDto['terms'], currency: string) => string {
  const t = useTranslations('giftsPage.value');
  const locale = useLocale() as Locale;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  return (terms, currency) => {
    const value = giftValue(terms, currency, (text) => pickText(text, locale));
    switch (value.kind) {
      case 'money':
        return t(value.to === 'real' ? 'moneyReal' : 'moneyBonus', { amount: money(value.amount, value.currency) });
      case 'percent':
        if (value.maxDeposits !== undefined) return t('depositBonus', { percent: value.percent, deposits: value.maxDeposits });
        if (value.periodDays !== undefined) return t('cashback', { percent: value.percent, days: value.periodDays });
        return value.maxBonus !== undefined ? t('bonusOfferMax', { percent: value.percent, max: money(value.maxBonus, value.currency) }) : t('bonusOffer', { percent: value.percent });
      case 'spins':
        if (value.stake === null) return t('spins', { spins: value.spins });
        return t(value.anyProducerSlot ? 'providerSpins' : 'spinsStake', { spins: value.spins, stake: money(value.stake, value.currency) });
      case 'freebet':
        return value.stake === null ? t('none') : t('freebet', { stake: money(value.stake, value.currency) });
      case 'xp':
        return t('xp', { points: value.points });
      case 'compoints':
        return t('compoints', { compoints: value.compoints });
      case 'group':
        return t('group', { count: value.count });
      case 'text':
        return value.description;
      case 'none':
        return t('none');
    }
  };
}
