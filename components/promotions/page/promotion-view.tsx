'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { duckHuntGameOfPromotion } from '@/lib/domain/promotions/duck-hunt';
import { formatMoney } from '@/lib/domain/money';
import type { PromotionDto } from '@/lib/domain/promotions/promotion-dtos';
import { useNow } from '@/lib/client/use-now';
import { useViewer } from '@/lib/client/tournaments/tournament-data';
import { useParticipant, usePromotion } from '@/lib/client/promotions/promotion-data';
import { followPromotion } from '@/lib/client/promotions/promotion-live';
import { memberOf, membersDataView, statusAt } from '@/lib/client/promotions/promotion-view-rules';
import { EventTimer } from '@/components/tournaments/event-timer';
import { PromotionDuckHunt } from './promotion-duck-hunt';
import { PromotionGoals } from './promotion-goals';
import { PromotionHighFives } from './promotion-high-fives';
import { PromotionParticipants } from './promotion-participants';
import { PromotionPlayer } from './promotion-player';
import { PromotionPrizes } from './promotion-prizes';
import { PromotionWinners } from './promotion-winners';
import type { PromotionViewContext } from './promotion-context';
import styles from './promotion-page.module.css';

// A member's own log loads with its code only for a member: a guest's page carries none of it.
const PromotionBalanceLog = lazy(() => import('./promotion-balance-log'));

interface PromotionViewProps {
  initial: PromotionDto;
  locale: Locale;
  variant: SiteVariant;
}

/**
 * The living part of a promo page: status and timer, the pool, the player's block, prizes (with
 * the exchange), the duck hunt of a promo that has one, the member's balance log, winners, deposit
 * goals, the participants table and the high-fives. The server
 * renders it with the guest's view, which holds no member's data; the player's data and, for a
 * member of the running promo, the participants and high-fives come from SWR, and the page
 * follows the promo's room while the promo is not finished.
 */
export function PromotionView({ initial, locale, variant }: PromotionViewProps) {
  const t = useTranslations('promo.page');
  const { viewer, userId } = useViewer();
  const { promo, key } = usePromotion(initial, locale, viewer);
  const nowMs = useNow(1000);
  const status = statusAt(promo, new Date(nowMs));
  const player = useParticipant(promo.id, userId);
  const member = userId !== null && player.participant !== undefined && memberOf(promo, player.participant);
  const shownViewer = viewer ?? (variant === 'guest' ? 'guest' : null);
  const membersData = membersDataView(shownViewer, player.loading, member, promo, status);
  const ctx: PromotionViewContext = {
    promo,
    promoKey: key,
    status,
    locale,
    viewer: shownViewer,
    userId,
    member,
    membersData,
    memberInfo: membersData === null,
    participant: player.participant,
    participantKey: player.key,
  };

  const finished = promo.status === 'past';
  const { id, slug } = promo;
  useEffect(() => {
    if (viewer === null || finished) return undefined;
    return followPromotion(id, slug, [`/json-api/actions/${slug}`, locale, viewer], userId);
  }, [id, slug, locale, viewer, userId, finished]);

  const pool = promo.prizePoolCounter;
  const duckHunt = duckHuntGameOfPromotion(promo.slug);
  return (
    <>
      <section className={styles.panel} data-testid="promo-status" data-status={status}>
        <div className={styles.statusRow}>
          <span className={`${styles.statusLabel} ${styles[`status_${status}`] ?? ''}`}>{t(`status.${status}`)}</span>
          <EventTimer status={status} startAt={promo.startAt} endAt={promo.endAt} nowMs={nowMs} />
        </div>
        {pool && (
          <p className={styles.pool} data-testid="promo-pool">
            <span className={styles.label}>{t('pool')}</span>
            <strong className={styles.poolAmount} aria-live="polite">
              {formatMoney(pool.amount, pool.currency, locale)}
            </strong>
            {status === 'active' && <span className={styles.muted}>{t('poolLive')}</span>}
          </p>
        )}
      </section>
      <PromotionPlayer ctx={ctx} loading={player.loading} failed={player.failed} reload={player.reload} />
      {duckHunt && <PromotionDuckHunt ctx={ctx} gameId={duckHunt.id} />}
      <PromotionPrizes ctx={ctx} />
      {member && userId !== null && (
        <Suspense fallback={null}>
          <PromotionBalanceLog promo={promo} userId={userId} locale={locale} />
        </Suspense>
      )}
      <PromotionWinners ctx={ctx} />
      <PromotionGoals ctx={ctx} />
      <PromotionParticipants ctx={ctx} />
      {promo.isHighFiveEnabled && <PromotionHighFives ctx={ctx} />}
    </>
  );
}
