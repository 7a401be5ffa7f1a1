'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import type { LastBetDto } from '@/lib/domain/cashbox/cashbox-types';
import { formatOperationTime } from '@/lib/domain/date-format';
import type { Locale } from '@/lib/domain/locales';
import { formatMoney } from '@/lib/domain/money';
import { playPath } from '@/lib/domain/routing/site-paths';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchInner } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import styles from '../cashbox.module.css';

/**
 * The player's last real-money bet beside the top-up form (spec §3 payment data `lastBet`): how
 * much, in which game, when. Nothing before the first bet, and nothing when it fails to load
 * (the form does not need it).
 */
export function LastBet() {
  const t = useTranslations('cashbox.lastBet');
  const locale = useLocale() as Locale;
  const timeZone = useTimeZone();
  const { data } = useSWR<LastBetDto | null>(API_KEYS.lastBet, fetchInner, { ...PLAYER_DATA, onError: (error) => console.warn('cashbox: last bet did not load', error) });
  if (!data) return null;
  const amount = formatMoney(data.amount, data.currency, locale);
  const at = formatOperationTime(data.created_at, timeZone);
  return (
    <p className={styles.lastBet} data-testid="cashbox-last-bet">
      {data.game
        ? t.rich('inGame', {
            amount,
            at,
            game: () => (
              <Link href={playPath(data.game!.slug, locale)} prefetch={false}>
                {data.game!.name}
              </Link>
            ),
          })
        : t('plain', { amount, at })}
    </p>
  );
}
