import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { promotionCardData } from '@/lib/domain/tournaments/event-list';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { getDb } from '@croupier/platform/db/client';
import { now } from '@croupier/platform/clock';
import { listPromotions } from '@croupier/platform/promotions/promotion-reads';
import { tournamentList } from '@croupier/platform/tournaments/tournament-reads';
import { EventList } from './event-list';
import { PromotionListMessages } from './promotions-list-messages';
import styles from './promotions-list.module.css';

/**
 * The game-hall mode of the list (spec play-promos §2 "a subtitle in the game-hall variant",
 * platform §2 "game-hall mode"): a block inside a page of games, with its subtitle, the running
 * and coming promotions and tournaments merged (HALL_LIMIT cards) and a link to the whole list.
 * Used under the tournament games search; kept off the lobby (its first-load budget and LCP).
 */
export async function EventHall({ locale, variant, exclude }: { locale: Locale; variant: SiteVariant; exclude?: string }) {
  const db = await getDb();
  const at = now();
  const [promos, tournaments, t] = await Promise.all([listPromotions(db, locale, at, null), tournamentList(db, { locale, now: at }), getTranslations({ locale, namespace: 'promoList.list' })]);
  return (
    <section className={styles.hall} aria-labelledby="event-hall-title" data-testid="event-hall">
      <div className={styles.hallHead}>
        <h2 id="event-hall-title" className={styles.hallTitle}>
          {t('hallHeading')}
        </h2>
        <Link href={sitePath('/promo', locale, variant)} className={styles.hallLink}>
          {t('hallAll')}
        </Link>
      </div>
      <PromotionListMessages>
        <EventList
          promos={promos.map(promotionCardData)}
          tournaments={tournaments}
          initialFilter="all"
          exclude={exclude}
          hallSubtitle={t('hallSubtitle')}
          locale={locale}
          variant={variant}
          headingLevel={3}
          label={t('hallHeading')}
        />
      </PromotionListMessages>
    </section>
  );
}
