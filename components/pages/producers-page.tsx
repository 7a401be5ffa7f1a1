import type { Metadata } from 'next';
import { ArtImage } from '@/components/ui/art-image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import type { CategoryDto } from '@/lib/domain/catalog/catalog-types';
import { splitProducers } from '@/lib/domain/catalog/producers-picker';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { getDb } from '@croupier/platform/db/client';
import { ProducersPickerTrigger } from '@/components/layout/shell-state';
import { SearchIcon } from '@/components/ui/icons';
import { PlayersOnline } from '@/components/lobby/players-online';
import { categoriesOf } from '@/components/page-data/data';
import { Breadcrumbs, PageHeading } from './page-parts';
import styles from './pages.module.css';

/** /producers: every studio, the top ones first (the picker's order), as a page of its own. */
export async function ProducersPage({ locale, variant }: { locale: Locale; variant: SiteVariant }) {
  const [producers, t, tp] = await Promise.all([
    categoriesOf('producer', locale),
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'producers' }),
  ]);
  const { top, rest } = splitProducers(producers, locale);
  const link = (path: string) => sitePath(path, locale, variant);

  const grid = (items: CategoryDto[]) => (
    <ul className={styles.producerGrid}>
      {items.map((p) => (
        <li key={p.slug}>
          <Link href={link(p.url)} className={styles.producerCard}>
            {p.image && <ArtImage src={p.image} alt="" width={200} height={100} />}
            <span className={styles.producerCardName}>{p.name}</span>
            <PlayersOnline slug={p.slug} count={p.playersOnline ?? 0} className={styles.producerCardOnline} />
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.stack}>
      <Breadcrumbs items={[{ label: t('lobby'), href: link('/') }, { label: tp('title') }]} />
      <PageHeading title={tp('title')} facts={<span className={styles.fact}>{t('producersIntro')}</span>} />
      <ProducersPickerTrigger href={link('/producers')} className={styles.searchTrigger}>
        <SearchIcon size={18} />
        {tp('searchPlaceholder')}
      </ProducersPickerTrigger>
      <section aria-labelledby="producers-top">
        <h2 id="producers-top" className={styles.sectionTitle}>
          {tp('top')}
        </h2>
        {grid(top)}
      </section>
      {rest.length > 0 && (
        <section aria-labelledby="producers-rest">
          <h2 id="producers-rest" className={styles.sectionTitle}>
            {tp('rest')}
          </h2>
          {grid(rest)}
        </section>
      )}
    </div>
  );
}

export async function producersMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return buildPageMetadata(await getDb(), { locale, path: '/producers', fallbackTitle: t('producersTitle'), fallbackDescription: t('producersDescription') });
}
