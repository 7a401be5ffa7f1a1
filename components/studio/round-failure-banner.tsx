'use client';

import { useTranslations } from 'next-intl';
import type { FreeSpins } from '@/lib/domain/studio/studio-session';
import type { RoundFailure } from './use-studio-rounds';
import styles from './game-shell.module.css';

const KNOWN_CODES = ['insufficient_funds', 'invalid_bet', 'bet_out_of_limits', 'invalid_target'] as const;

/**
 * A round that did not play: a refusal (nothing was bet) can be dismissed; a lost connection
 * offers Retry, which resends the same round so the server settles it once.
 */
export function RoundFailureBanner({
  failure,
  freeKind,
  onRetry,
  onDismiss,
}: {
  failure: RoundFailure;
  /** What the page's free rounds were, for the text that says they are over. */
  freeKind: FreeSpins['kind'] | undefined;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const t = useTranslations('studio.errors');
  const ts = useTranslations('studio');
  const network = failure.kind === 'network';
  const code = failure.kind === 'refused' ? (KNOWN_CODES as readonly string[]).find((known) => known === failure.code) : undefined;
  const tf = useTranslations('freeSpins');
  const noFreeSpins = failure.kind === 'refused' && failure.code === 'no_free_spins';
  const text = network ? t('network') : noFreeSpins ? tf(freeKind === 'bet' ? 'betOver' : 'over') : code ? t(code as (typeof KNOWN_CODES)[number]) : t('unknown');
  return (
    <div className={`${styles.banner} ${network ? styles.bannerNetwork : ''}`} role="alert">
      <p className={styles.bannerText}>{text}</p>
      {network ? (
        <button type="button" className={styles.bannerAction} onClick={onRetry}>
          {ts('retry')}
        </button>
      ) : (
        <button type="button" className={styles.bannerAction} onClick={onDismiss}>
          {ts('ok')}
        </button>
      )}
    </div>
  );
}
