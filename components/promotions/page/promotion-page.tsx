import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isDomainError } from '@/lib/domain/domain-error';
import type { Locale } from '@/lib/domain/locales';
import type { PromotionDto } from '@/lib/domain/promotions/promotion-dtos';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { getDb } from '@croupier/platform/db/client';
import { now } from '@croupier/platform/clock';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { promotionBySlug } from '@croupier/platform/promotions/promotion-reads';
import { Breadcrumbs } from '@/components/pages/page-parts';
import { ArtImage } from '@/components/ui/art-image';
import { PromotionMessages } from './promotion-messages';
import { PromotionRules } from './promotion-rules';
import { PromotionView } from './promotion-view';
import { StaticPromotion } from './static-promotion';
import styles from './promotion-page.module.css';

/** The promo of the slug as a guest sees it, or the 404 page (promotionBySlug refuses an unknown slug). */
export async function promotionForPage(slug: string, locale: Locale): Promise<PromotionDto> {
  try {
    return await promotionBySlug(await getDb(), slug, locale, now(), null);
  } catch (error) {
    if (isDomainError(error) && error.kind === 'not_found') notFound();
    throw error;
  }
}

/**
 * /promo/{slug} (spec §2 "Promo page: prizes, rules, participants table, high-five, achievements,
 * prize-pool counter, winners"). The server renders the guest's view — the header, prizes,
 * winners, the pool and the rules — so the HTML is complete without JavaScript and the same for
 * every visitor (ISR, the page cache). The participants and the high-fives are members' data
 * (spec §6): never in this shared HTML, they load in the PromotionView island for a member of the
 * running promo, with the player's parts (own points, deposit goals, buttons). A promo without a
 * template is a static page.
 */
export async function PromotionPage({ slug, locale, variant }: { slug: string; locale: Locale; variant: SiteVariant }) {
  const promo = await promotionForPage(slug, locale);
  const [tc, t] = await Promise.all([getTranslations({ locale, namespace: 'catalog' }), getTranslations({ locale, namespace: 'promo.page' })]);
  const path = (p: string) => sitePath(p, locale, variant);
  const crumbs = <Breadcrumbs items={[{ label: tc('lobby'), href: path('/') }, { label: t('list'), href: path('/promo') }, { label: promo.title }]} />;
  if (promo.pageType === 'static') return <StaticPromotion promo={promo} crumbs={crumbs} />;

  return (
    <div className={`${styles.page} ${styles[promo.containerTemplate] ?? ''}`} data-container={promo.containerTemplate} data-page-type={promo.pageType}>
      {crumbs}
      <header className={styles.hero}>
        <ArtImage src={promo.image} alt="" width={800} height={400} className={styles.heroImage} priority />
        <div className={styles.heroText}>
          <h1 className={styles.heroTitle}>{promo.title}</h1>
          <p className={styles.lead}>{promo.description}</p>
          <p className={styles.fund}>
            <strong>{promo.fund}</strong>
          </p>
        </div>
      </header>
      <PromotionMessages>
        <PromotionView initial={promo} locale={locale} variant={variant} />
      </PromotionMessages>
      <PromotionRules promo={promo} locale={locale} />
    </div>
  );
}

export async function promotionMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const promo = await promotionForPage(slug, locale);
  const t = await getTranslations({ locale, namespace: 'promo.meta' });
  return buildPageMetadata(await getDb(), {
    locale,
    path: `/promo/${slug}`,
    fallbackTitle: promo.title,
    fallbackDescription: promo.description || t('pageDescription', { title: promo.title }),
  });
}
