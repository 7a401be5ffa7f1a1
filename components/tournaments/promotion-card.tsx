import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PromotionCardData } from '@/lib/domain/tournaments/event-list';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import type { EventStatus } from '@/lib/domain/tournaments/tournaments';
import { ArtImage } from '@/components/ui/art-image';
import { EventTimer } from './event-timer';
import shared from './tournaments.module.css';
import styles from './promotions-list.module.css';

interface PromotionCardProps {
  promo: PromotionCardData;
  /** What the card is now (the list's clock moves it future → active → past). */
  status: EventStatus;
  nowMs: number;
  locale: Locale;
  variant: SiteVariant;
  /** The first cards of a list load their banner at once (one of them is the largest paint). */
  eager?: boolean;
  /** The title's level: 2 right under a page's h1, 3 inside a section (no level skipped). */
  headingLevel?: 2 | 3;
}

/**
 * A promo card (spec play-promos §2): type label (from the page type), banner, title, fund text,
 * the event timer, a details link to /promo/{slug}. Past cards are greyed and hide their label.
 * The same frame as the tournament card (tournaments.module.css), so a merged list reads as one.
 * Pure: rendered by the client list for its clock, but the server's HTML has every text.
 */
export function PromotionCard({ promo, status, nowMs, locale, variant, eager = false, headingLevel = 3 }: PromotionCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('promoList.card');
  const past = status === 'past';
  return (
    <article className={`${shared.card} ${past ? shared.past : ''}`} data-testid="promo-card" data-slug={promo.slug} data-status={status}>
      <div className={shared.cardBanner}>
        <ArtImage src={promo.image} alt="" width={400} height={200} className={shared.cardImage} eager={eager} />
        {!past && (
          <span className={shared.labels}>
            <span className={`${shared.label} ${styles.typeLabel}`} data-testid="promo-type">
              {t(`types.${promo.pageType}`)}
            </span>
          </span>
        )}
      </div>
      <div className={shared.cardBody}>
        <Heading className={shared.cardTitle}>
          <Link href={sitePath(`/promo/${promo.slug}`, locale, variant)} className={shared.cardLink}>
            {promo.title}
          </Link>
        </Heading>
        {/* The fund text says what it is ("Fund of 50,000 RUB", "For players of level 10"): no label before it. */}
        {promo.fund && (
          <p className={shared.prize}>
            <strong>{promo.fund}</strong>
          </p>
        )}
        {past ? <p className={shared.timer}>{t('finished')}</p> : <EventTimer status={status} startAt={promo.startAt} endAt={promo.endAt} nowMs={nowMs} />}
        {promo.description && <p className={shared.muted}>{promo.description}</p>}
        {/* The title's link covers the card; this is its visible cue, not a second link. */}
        <span className={styles.details} aria-hidden="true">
          {t('details')} →
        </span>
      </div>
    </article>
  );
}
