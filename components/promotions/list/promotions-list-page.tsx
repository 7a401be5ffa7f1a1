import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { promotionCardData } from '@/lib/domain/tournaments/event-list';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { getDb } from '@croupier/platform/db/client';
import { now } from '@croupier/platform/clock';
import { listPromotions } from '@croupier/platform/promotions/promotion-reads';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { tournamentList } from '@croupier/platform/tournaments/tournament-reads';
import { Breadcrumbs, PageHeading } from '@/components/pages/page-parts';
import shared from '@/components/tournaments/tournaments.module.css';
import { EventList } from '@/components/tournaments/event-list';
import { PromotionListMessages } from '@/components/tournaments/promotions-list-messages';

/**
 * /promo (spec play-promos §2 "Promo list and cards", platform §2 route `action`): every promo as
 * a card with the type filter, the guest's view (cards carry nothing of a player's). It opens on
 * `action`: the page is "Promotions" and the lobby's promo banner leads here; tournaments have
 * their own page, and `all` is one press away. Tournaments come along for the other two filters.
 */
export async function PromotionListPage({ locale, variant }: { locale: Locale; variant: SiteVariant }) {
  const db = await getDb();
  const at = now();
  const [promos, tournaments, t, tc] = await Promise.all([
    listPromotions(db, locale, at, null),
    tournamentList(db, { locale, now: at }),
    getTranslations({ locale, namespace: 'promoList' }),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  return (
    <div className={shared.page}>
      <Breadcrumbs items={[{ label: tc('lobby'), href: sitePath('/', locale, variant) }, { label: t('heading') }]} />
      <PageHeading id="promo-title" title={t('heading')} />
      <PromotionListMessages>
        <EventList
          promos={promos.map(promotionCardData)}
          tournaments={tournaments}
          initialFilter="action"
          locale={locale}
          variant={variant}
          filterable
          headingLevel={2}
          label={t('heading')}
        />
      </PromotionListMessages>
    </div>
  );
}

export async function promotionListMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'promoList.meta' });
  return buildPageMetadata(await getDb(), { locale, path: '/promo', fallbackTitle: t('title'), fallbackDescription: t('description') });
}
