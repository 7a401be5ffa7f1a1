'use client';

import { useTranslations } from 'next-intl';
import { showsHighFiveRank } from '@/lib/domain/promotions/promotions';
import { useHighFiveStatistic } from '@/lib/client/promotions/promotion-data';
import type { PromotionViewContext } from './promotion-context';
import { MEMBERS_DATA_TEXT } from './promotion-participants';
import styles from './promotion-page.module.css';

/**
 * The high-fives (spec §2 "high-five"): the player's rank (spec §4 showsHighFiveRank) and the
 * promo's statistic, which names players and so is a member's of the running promo only (spec §6;
 * anyone else reads why instead).
 */
export function PromotionHighFives({ ctx }: { ctx: PromotionViewContext }) {
  const t = useTranslations('promo');
  const statistic = useHighFiveStatistic(ctx.promo.id, ctx.membersData === null);
  const rank = showsHighFiveRank(ctx.userId !== null, ctx.member, ctx.status) && ctx.participant ? ctx.participant.highFive.rank : undefined;
  return (
    <section className={styles.section} aria-labelledby="promo-high-fives" data-testid="promo-high-fives">
      <h2 id="promo-high-fives" className={styles.sectionTitle}>
        {t('highFives.title')}
      </h2>
      {rank !== undefined && (
        <p className={rank === null ? styles.muted : styles.memberMark} data-testid="promo-rank">
          {rank === null ? t('player.noRank') : t('player.rank', { rank })}
        </p>
      )}
      {ctx.membersData !== null ? (
        <p className={ctx.membersData === 'loading' ? styles.muted : styles.empty} data-testid="promo-high-fives-closed" data-reason={ctx.membersData}>
          {t(`highFives.${MEMBERS_DATA_TEXT[ctx.membersData]}`)}
        </p>
      ) : (
        statistic && (
          <>
            <p className={styles.muted}>
              {t('highFives.total', { total: statistic.total })} · {t('highFives.today', { today: statistic.today })}
            </p>
            {statistic.top.length > 0 && (
              <>
                <h3 className={styles.subTitle}>{t('highFives.top')}</h3>
                <ol className={styles.topList}>
                  {statistic.top.map((row) => (
                    <li key={row.userId}>
                      <strong>{row.username}</strong> <span className={styles.muted}>· {row.received}</span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </>
        )
      )}
    </section>
  );
}
