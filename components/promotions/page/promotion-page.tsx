import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isDomainError } from '@/lib/domain/domain-error';
import type { Locale } from '@/lib/domain/locales';
import type { PromoDto } from '@/lib/domain/promotions/promotion-dtos';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { getDb } from '@/lib/platform/db/client';
import { now } from '@/lib/platform/clock';
import { buildPageMetadata } from '@/lib/platform/seo/page-metadata';
import { promoBySlug } from '@/lib/platform/promotions/promotion-reads';
import { Breadcrumbs } from '@/components/pages/page-parts';
import { ArtImage } from '@/components/ui/art-image';
import { PromoMessages } from './promotion-messages';
import { PromoRules } from './promotion-rules';
import { PromoView } from './promotion-view';
import { StaticPromo } from './static-promotion';
import styles from './promotion-page.module.css';

/** The promo of the slug as a guest sees it, or the 404 page (promoBySlug refuses an unknown slug). */
export async function promoForPage(slug: string, locale: Locale): Promise<PromoDto> {
  try {
    return await promoBySlug(await getDb(), slug, locale, now(), null);
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
 * (spec §6): never in this shared HTML, they load in the PromoView island for a member of the
 * running promo, with the player's parts (own points, deposit goals, buttons). A promo without a
 * template is a static page.
 */
export async function PromoPage({ slug, locale, variant }: { slug: string; locale: Locale; variant: SiteVariant }) {
  const promo = await promoForPage(slug, locale);
  const [tc, t] = await Promise.all([getTranslations({ locale, namespace: 'catalog' }), getTranslations({ locale, namespace: 'promo.page' })]);
  const path = (p: string) => sitePath(p, locale, variant);
  const crumbs = <Breadcrumbs items={[{ label: tc('lobby'), href: path('/') }, { label: t('list'), href: path('/promo') }, { label: promo.title }]} />;
  if (promo.pageType === 'static') return <StaticPromo promo={promo} crumbs={crumbs} />;

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
      <PromoMessages>
        <PromoView initial={promo} locale={locale} variant={variant} />
      </PromoMessages>
      <PromoRules promo={promo} locale={locale} />
    </div>
  );
}

export async function promoMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const promo = await promoForPage(slug, locale);
  const t = await getTranslations({ locale, namespace: 'promo.meta' });
  return buildPageMetadata(await getDb(), {
    locale,
    path: `/promo/${slug}`,
    fallbackTitle: promo.title,
    fallbackDescription: promo.description || t('pageDescription', { title: promo.title }),
  });
}
