'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/money';
import { refreshBalance } from '@/lib/client/session/session-store';
import { Link } from '@/i18n/navigation';
import { usePlayer } from '../use-player';
import own from './balance.module.css';
import styles from '../profile.module.css';
import buttons from '@/components/ui/button.module.css';
import badges from '@/components/ui/badge.module.css';

type RefreshState = 'idle' | 'pending' | 'done' | 'failed';

/**
 * The balance tab (spec platform §3 balance): real money, bonus, what is left to wager, winback
 * and compoints, from the session's balance; a refresh asks the API again. Amounts are minor
 * units in the player's currency; compoints are points, not money.
 */
export function BalanceTab() {
  const t = useTranslations('profile.balance');
  const shop = useTranslations('compoints');
  const locale = useLocale();
  const player = usePlayer();
  const [refresh, setRefresh] = useState<RefreshState>('idle');
  if (!player) return null;

  const { balance, profile } = player;
  const currency = balance?.currency ?? profile.currency;
  const money = (minor: number) => formatMoney(minor, currency, locale);

  const onRefresh = async () => {
    setRefresh('pending');
    try {
      await refreshBalance();
      setRefresh('done');
    } catch {
      setRefresh('failed');
    }
  };

  return (
    <section className={styles.card} aria-labelledby="balance-title">
      <div className={styles.sectionHead}>
        <h2 id="balance-title" className={styles.sectionTitle}>
          {t('title')}
        </h2>
        <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={onRefresh} disabled={refresh === 'pending'} aria-busy={refresh === 'pending' || undefined}>
          {refresh === 'pending' ? t('refreshing') : t('refresh')}
        </button>
      </div>

      {balance ? (
        <dl className={own.amounts}>
          <div className={`${own.amount} ${own.amountMain}`}>
            <dt className={own.amountLabel}>{t('balance')}</dt>
            <dd className={own.amountValue} data-testid="balance-main">
              {money(balance.balance)}
            </dd>
          </div>
          <div className={own.amount}>
            <dt className={own.amountLabel}>
              {t('bonus')}
              {balance.is_active_bonus && <span className={`${badges.badge} ${badges.ok}`}>{t('bonusActive')}</span>}
            </dt>
            <dd className={own.amountValue} data-testid="balance-bonus">
              {money(balance.bonus)}
            </dd>
          </div>
          <div className={own.amount}>
            <dt className={own.amountLabel}>{t('wagering')}</dt>
            <dd className={own.amountValue}>{money(balance.wagering)}</dd>
            <dd className={styles.faint}>{t('wageringHint')}</dd>
          </div>
          <div className={own.amount}>
            <dt className={own.amountLabel}>{t('winback')}</dt>
            <dd className={own.amountValue}>{money(balance.winback)}</dd>
            <dd>
              <Link href="/winback" className={styles.link} prefetch={false}>
                {t('winbackLink')}
              </Link>
            </dd>
          </div>
          <div className={own.amount}>
            <dt className={own.amountLabel}>{t('compoints')}</dt>
            <dd className={own.amountValue}>{t('compointsValue', { count: balance.compoint_balance })}</dd>
            <dd>
              <Link href="/compoints-about" className={styles.link} prefetch={false}>
                {t('compointsLink')}
              </Link>
            </dd>
            <dd>
              <Link href="/compoints" className={styles.link} prefetch={false}>
                {shop('shopLink')}
              </Link>
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t('unavailable')}</p>
      )}

      <div role="status" className={refresh === 'failed' ? styles.alert : styles.status}>
        {refresh === 'done' && t('updated')}
        {refresh === 'failed' && t('refreshFailed')}
      </div>

      <div className={styles.actions}>
        <Link href="/cashbox" className={`${buttons.button} ${buttons.gold}`} prefetch={false}>
          {t('deposit')}
        </Link>
        <Link href={{ pathname: '/cashbox', query: { tab: 'payout' } }} className={buttons.button} prefetch={false}>
          {t('withdraw')}
        </Link>
      </div>
      <p className={styles.faint}>{t('withdrawNote')}</p>
    </section>
  );
}
