'use client';

import { useTranslations } from 'next-intl';
import { useProtection } from '@/lib/client/protection/protection-calls';
import { Link } from '@/i18n/navigation';
import { LoadingStatus } from '@/components/ui/loading-status';
import { RetryAlert } from '../retry-alert';
import { usePlayer } from '../use-player';
import { DepositLimitsCard } from './deposit-limits-card';
import { ExclusionCard } from './exclusion-card';
import { RealityCheckCard } from './reality-check-card';
import styles from '../profile.module.css';

/**
 * The Responsible gaming tab: deposit limits (in force, pending with when), the
 * reality check, time-out and self-exclusion. The public page /responsible-gaming explains them.
 */
export function ProtectionTab() {
  const t = useTranslations('protection');
  const player = usePlayer();
  const { state, retry } = useProtection(player !== null);
  if (!player) return null;

  return (
    <div className={styles.panel} data-testid="protection-tab">
      <section className={styles.card} aria-labelledby="protection-title">
        <h2 id="protection-title" className={styles.sectionTitle}>
          {t('title')}
        </h2>
        <p className={styles.muted}>
          {t('lead')}{' '}
          <Link href="/responsible-gaming" className={styles.link} prefetch={false}>
            {t('pageLink')}
          </Link>
        </p>
      </section>
      {state.status === 'loading' && <LoadingStatus text={t('loading')} />}
      {state.status === 'failed' && <RetryAlert text={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          <DepositLimitsCard protection={state.protection} />
          <RealityCheckCard minutes={state.protection.reality_check_minutes} />
          <ExclusionCard kind="time-out" />
          <ExclusionCard kind="self-exclusion" />
        </>
      )}
    </div>
  );
}
