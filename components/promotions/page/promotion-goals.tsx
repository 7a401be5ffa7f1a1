'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/money';
import { useDepositGoals } from '@/lib/client/promotions/promotion-data';
import { pointsText } from '@/lib/client/promotions/promotion-view-rules';
import type { PromotionViewContext } from './promotion-context';
import { ProgressBar } from './progress-bar';
import styles from './promotion-page.module.css';

/**
 * Today's deposit goals (spec §2 "achievements"; GET …/daily-deposit-amount-achievements): login,
 * member and an active promo only (spec §4). Each goal: its amount, its points (to the additional
 * currency when the promo has one) and today's progress.
 */
export function PromotionGoals({ ctx }: { ctx: PromotionViewContext }) {
  const t = useTranslations('promo.goals');
  const { promo, locale } = ctx;
  const enabled = ctx.memberInfo && promo.achievements.length > 0;
  const { goals, failed } = useDepositGoals(promo.id, ctx.userId, locale, enabled);
  if (!enabled) return null;
  const currency = promo.additionalCurrency ?? promo.currency;
  return (
    <section className={styles.section} aria-labelledby="promo-goals" data-testid="promo-goals">
      <h2 id="promo-goals" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      {failed ? (
        <p className={styles.empty}>{t('failed')}</p>
      ) : !goals ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : (
        <ul className={styles.goals}>
          {goals.map((goal) => (
            <li key={goal.id} className={styles.goal}>
              <div className={styles.goalHead}>
                <strong>{t('goal', { amount: formatMoney(goal.amount, goal.currency, locale) })}</strong>
                <span className={styles.reward}>{t('reward', { points: pointsText(goal.points, currency, locale) })}</span>
                {goal.isCompleted && <span className={styles.memberMark}>{t('done')}</span>}
              </div>
              <ProgressBar
                value={goal.progress}
                label={t('progress', { deposited: formatMoney(Math.min(goal.deposited, goal.amount), goal.currency, locale), amount: formatMoney(goal.amount, goal.currency, locale) })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
