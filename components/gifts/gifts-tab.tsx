'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { giftCounter, isInactiveGift } from '@/lib/domain/gifts/gift-list';
import { useGifts } from '@/lib/client/gifts/use-gifts';
import { useNow } from '@/lib/client/use-now';
import { Link } from '@/i18n/navigation';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePlayer } from '@/components/profile/use-player';
import { GiftCard } from './gift-card';
import own from './gifts.module.css';
import { RetryAlert } from '@/components/profile/retry-alert';
import styles from '@/components/profile/profile.module.css';
import badges from '@/components/ui/badge.module.css';

/**
 * The profile's Gifts tab (spec §2): the player's gifts (reason compoints left out, spec §4) with a
 * loader, a retry, an empty state, and the gifts still to use first, each in the server's order
 * (newest first). The clock ticks each second for the countdowns and the counter.
 */
export function GiftsTab() {
  const t = useTranslations('giftsPage');
  const player = usePlayer();
  const { state, retry } = useGifts();
  const now = useNow(1000);
  const gifts = state.status === 'ready' ? state.gifts : null;
  const ordered = useMemo(() => {
    if (!gifts) return [];
    const live = gifts.filter((gift) => !isInactiveGift(gift, now));
    return [...live, ...gifts.filter((gift) => !live.includes(gift))];
  }, [gifts, now]);

  if (!player) return null;
  const currency = player.balance?.currency ?? player.profile.currency;

  return (
    <>
      <section className={styles.card} aria-labelledby="gifts-title">
        <div className={styles.sectionHead}>
          <h2 id="gifts-title" className={styles.sectionTitle}>
            {t('title')}
          </h2>
          {gifts && (
            <span className={`${badges.badge} ${badges.wait}`} data-testid="gifts-counter">
              {t('counter', { count: giftCounter(gifts, now) })}
            </span>
          )}
        </div>
        <p className={styles.muted}>{t('lead')}</p>
      </section>

      <section className={styles.card} aria-label={t('title')} aria-busy={state.status === 'loading' || undefined}>
        {state.status === 'loading' && <LoadingStatus text={t('loading')} testId="gifts-loader" />}
        {state.status === 'failed' && <RetryAlert text={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />}
        {gifts && gifts.length === 0 && (
          <div className={own.empty} data-testid="gifts-empty">
            <p className={styles.muted}>{t('empty')}</p>
            <Link href="/take/gift" className={styles.link} prefetch={false}>
              {t('emptyOffer')}
            </Link>
          </div>
        )}
        {ordered.length > 0 && (
          <ul className={own.list} data-testid="gift-list">
            {ordered.map((gift) => (
              <GiftCard key={gift.id} gift={gift} currency={currency} now={now} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
