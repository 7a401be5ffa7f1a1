'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { mutate } from 'swr';
import { localizedPath } from '@/lib/domain/locales';
import { HIGH_FIVE_LIMITS, progressToNextPrize } from '@/lib/domain/promotions/promotions';
import { openModal } from '@/lib/client/modals/modal-requests';
import { beParticipant, promoRefusal, refusalTextKey } from '@/lib/client/promotions/promotion-calls';
import { pointsText } from '@/lib/client/promotions/promotion-view-rules';
import button from '@/components/ui/button.module.css';
import type { PromotionViewContext } from './promotion-context';
import { ProgressBar } from './progress-bar';
import styles from './promotion-page.module.css';

interface PromotionPlayerProps {
  ctx: PromotionViewContext;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * The player's own block (spec §3 user promo data, §4): a visitor gets the call to log in or
 * register (coming back here); a player the participate button while not joined, then their
 * points, additional points, progress to the next prize (spec §9) and the prizes received.
 */
export function PromotionPlayer({ ctx, loading, failed, reload }: PromotionPlayerProps) {
  const t = useTranslations('promo');
  const [joining, setJoining] = useState(false);
  const { promo, status, locale, participant } = ctx;

  if (ctx.viewer === null) return null;
  if (ctx.viewer === 'guest') {
    if (status === 'past') return null;
    const back = encodeURIComponent(localizedPath(`/promo/${promo.slug}`, locale));
    return (
      <section className={`${styles.panel} ${styles.cta}`} aria-labelledby="promo-guest" data-testid="promo-guest-cta">
        <h2 id="promo-guest" className={styles.sectionTitle}>
          {t('page.guestTitle')}
        </h2>
        <p className={styles.muted}>{t('page.guestText')}</p>
        <div className={styles.actionRow}>
          <Link href={`${localizedPath('/registration', locale)}?redirect=${back}`} className={`${button.button} ${button.gold}`} prefetch={false}>
            {t('page.register')}
          </Link>
          <Link href={`${localizedPath('/login', locale)}?redirect=${back}`} className={button.button} prefetch={false}>
            {t('page.login')}
          </Link>
        </div>
      </section>
    );
  }

  let body;
  if (loading) body = <p className={styles.muted}>{t('player.loading')}</p>;
  else if (failed)
    body = (
      <p className={styles.muted} role="alert">
        {t('player.failed')}{' '}
        <button type="button" className={styles.linkButton} onClick={reload}>
          {t('player.retry')}
        </button>
      </p>
    );
  else if (!ctx.member) {
    const join = async () => {
      if (joining) return;
      setJoining(true);
      try {
        await beParticipant(promo.id);
        if (ctx.participantKey) await mutate(ctx.participantKey);
      } catch (error) {
        openModal({ kind: 'error', title: t(refusalTextKey(promoRefusal(error))), body: '' });
      } finally {
        setJoining(false);
      }
    };
    body =
      status === 'active' ? (
        <>
          <p className={styles.muted}>{t('player.notJoined')}</p>
          <button type="button" className={`${button.button} ${button.gold} ${styles.join}`} onClick={join} disabled={joining} aria-busy={joining || undefined} data-testid="promo-participate">
            {joining ? t('player.joining') : t('player.participate')}
          </button>
        </>
      ) : (
        <p className={styles.muted}>{t('player.inactive')}</p>
      );
  } else if (!ctx.memberInfo || !participant) {
    body = status === 'active' ? <p className={styles.memberMark}>{t('player.joined')}</p> : <p className={styles.muted}>{t('player.inactive')}</p>;
  } else {
    const own = promo.prizes.filter((p) => p.currencyId === promo.currency.id && p.price > 0);
    const { next, progress } = progressToNextPrize(participant.points, own);
    const received = promo.prizes.filter((p) => participant.receivedPrizes.includes(p.id));
    body = (
      <>
        {promo.useParticipantBtn && <p className={styles.memberMark}>{t('player.joined')}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t('player.points')}</dt>
            <dd data-testid="promo-points">{pointsText(participant.points, promo.currency, locale)}</dd>
          </div>
          {promo.additionalCurrency && (
            <div>
              <dt>{t('player.additional')}</dt>
              <dd data-testid="promo-additional-points">{pointsText(participant.additionalPoints, promo.additionalCurrency, locale)}</dd>
            </div>
          )}
          {promo.isHighFiveEnabled && (
            <div>
              <dt>{t('highFives.title')}</dt>
              <dd>{t('player.highFives', { sent: participant.highFive.sent, received: participant.highFive.received, today: participant.highFive.sentToday, limit: HIGH_FIVE_LIMITS.perDay })}</dd>
            </div>
          )}
        </dl>
        {progress !== null &&
          (next ? (
            <ProgressBar value={progress} label={t('player.progress', { title: next.title, progress })} testId="promo-progress" />
          ) : (
            <p className={styles.muted}>{t('player.allInReach')}</p>
          ))}
        {promo.pageType === 'exchange' && (
          <p className={styles.muted} data-testid="promo-received">
            <strong>{t('player.received')}:</strong> {received.length > 0 ? received.map((p) => p.title).join(', ') : t('player.noReceived')}
          </p>
        )}
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="promo-player" data-testid="promo-player">
      <h2 id="promo-player" className={styles.sectionTitle}>
        {t('player.title')}
      </h2>
      {body}
    </section>
  );
}
