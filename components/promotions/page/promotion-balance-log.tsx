'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { formatIsoTime } from '@/lib/domain/date-format';
import { PROMO_COINS } from '@/lib/domain/money';
import type { PromotionCurrencyDto, PromotionDto } from '@/lib/domain/promotions/promotion-dtos';
import { useBalanceLog } from '@/lib/client/promotions/balance-log-data';
import { balancePoints, signedPoints } from '@/lib/client/promotions/balance-log-view';
import { pluralName } from '@/lib/client/promotions/promotion-view-rules';
import button from '@/components/ui/button.module.css';
import styles from './promotion-page.module.css';
import log from './promotion-balance-log.module.css';

interface PromotionBalanceLogProps {
  promo: Pick<PromotionDto, 'id' | 'currency' | 'additionalCurrency'>;
  userId: number;
  locale: string;
}

/**
 * The member's balance log (spec §7 action balance logs): every movement of their points in the
 * promo, newest first — why, how much, the balance after it and when — a page at a time. Loaded
 * with the page's island only for a member (promotion-view.tsx), so a guest's page carries none of it.
 */
export default function PromotionBalanceLog({ promo, userId, locale }: PromotionBalanceLogProps) {
  const t = useTranslations('promo.balanceLog');
  const timeZone = useTimeZone();
  const logData = useBalanceLog(promo.id, userId);
  const currencyOf = (id: number): PromotionCurrencyDto => (promo.additionalCurrency?.id === id ? promo.additionalCurrency : promo.currency);
  const withName = (text: string, minor: number, currency: PromotionCurrencyDto) => `${text} ${pluralName(Math.abs(minor) / PROMO_COINS, currency.name, locale)}`;

  let body;
  if (logData.loading) body = <p className={styles.muted}>{t('loading')}</p>;
  else if (logData.failed && logData.rows.length === 0)
    body = (
      <p className={styles.refusal} role="alert" data-testid="promo-balance-log-error">
        {t('failed')}{' '}
        <button type="button" className={styles.linkButton} onClick={logData.retry}>
          {t('retry')}
        </button>
      </p>
    );
  else if (logData.rows.length === 0)
    body = (
      <p className={styles.empty} data-testid="promo-balance-log-empty">
        {t('empty')}
      </p>
    );
  else
    body = (
      <>
        <ol className={log.list} aria-label={t('listLabel', { total: logData.total })}>
          {logData.rows.map((row) => {
            const currency = currencyOf(row.currencyId);
            return (
              <li key={row.id} className={log.row} data-testid="promo-balance-log-entry" data-reason={row.reason}>
                <span className={log.reason}>{t(`reasons.${row.reason}`)}</span>
                <span className={`${log.amount} ${row.amount < 0 ? log.spent : log.earned}`}>{withName(signedPoints(row.amount, locale), row.amount, currency)}</span>
                <time className={log.when} dateTime={row.createdAt}>
                  {formatIsoTime(row.createdAt, timeZone)}
                </time>
                <span className={log.balance}>{t('balance', { balance: withName(balancePoints(row.balance, locale), row.balance, currency) })}</span>
              </li>
            );
          })}
        </ol>
        {logData.failed && (
          <p className={styles.muted} role="alert">
            {t('failedMore')}{' '}
            <button type="button" className={styles.linkButton} onClick={logData.retry}>
              {t('retry')}
            </button>
          </p>
        )}
        {logData.more && !logData.failed && (
          <button type="button" className={`${button.button} ${log.more}`} onClick={logData.showMore} disabled={logData.loadingMore} aria-busy={logData.loadingMore || undefined} data-testid="promo-balance-log-more">
            {logData.loadingMore ? t('loading') : t('more')}
          </button>
        )}
      </>
    );

  return (
    <section className={styles.section} aria-labelledby="promo-balance-log" data-testid="promo-balance-log">
      <h2 id="promo-balance-log" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
