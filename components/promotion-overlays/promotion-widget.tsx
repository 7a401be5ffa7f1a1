'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { followPromotionWidget, usePromotionWidget } from '@/lib/client/promotion-overlays/promotion-widget-data';
import { pluralName, widgetView } from '@/lib/client/promotion-overlays/widget-view';
import { ArtImage } from '@/components/ui/art-image';
import buttons from '@/components/ui/button.module.css';
import styles from './promotion-widget.module.css';

/**
 * The promo widget (spec play-promos §2 "shows progress toward the next prize", §9), at the end
 * of the sidebar: the running promo, and for a member their points in the promo's currency, the
 * next prize and a progress bar (a lottery, whose prizes are drawn, shows the tickets alone); a
 * guest or a non-member is asked to take part. Nothing while loading or without a running promo,
 * and on a failed read: it is an aside, the promo pages say the rest.
 */
export default function PromotionWidget({ variant }: { variant: SiteVariant }) {
  const t = useTranslations('promoOverlays.widget');
  const pageLocale = useLocale();
  const locale = isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE;
  const { data } = usePromotionWidget(locale);
  useEffect(() => followPromotionWidget(), []);
  const view = widgetView(data);
  if (view.kind === 'none') return null;
  const { promo } = view;
  const href = sitePath(`/promo/${promo.slug}`, locale, variant);
  const names = promo.currency.name;

  return (
    <section className={styles.widget} aria-label={t('label')} data-testid="promo-widget">
      <Link href={href} className={styles.head} prefetch={false}>
        <span className={styles.picture}>
          <ArtImage src={promo.image} alt="" fill />
        </span>
        <span className={styles.kicker}>{t('label')}</span>
        <span className={styles.title}>{promo.title}</span>
      </Link>
      {view.kind === 'member' ? (
        <div className={styles.progress}>
          <p className={styles.points}>
            {t('yourPoints')}{' '}
            <strong data-testid="promo-widget-points">{t('points', { points: view.points, name: pluralName(names, view.points, locale) })}</strong>
          </p>
          {view.next ? (
            <>
              <progress className={styles.bar} max={100} value={view.next.progress} aria-label={t('progressLabel')} />
              <p className={styles.note}>{t('nextPrize', { prize: view.next.title, missing: view.next.missing, name: pluralName(names, view.next.missing, locale) })}</p>
            </>
          ) : (
            <p className={styles.note}>{view.allInReach ? t('allInReach') : t('lotteryHint', { name: pluralName(names, 5, locale) })}</p>
          )}
        </div>
      ) : (
        <div className={styles.progress}>
          <p className={styles.note}>{t('joinHint')}</p>
          <Link href={href} className={`${buttons.button} ${buttons.gold} ${styles.join}`} prefetch={false}>
            {t('join')}
          </Link>
        </div>
      )}
    </section>
  );
}
