'use client';

import { useCallback } from 'react';
import { useLocale } from 'next-intl';
import { formatMoney } from '@/lib/domain/money';

/** Formats minor units in the session's currency and the player's language. */
export function useMoney(currency: string): (minor: number) => string {
  const locale = useLocale();
  return useCallback((minor: number) => formatMoney(minor, currency, locale), [currency, locale]);
}
