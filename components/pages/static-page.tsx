import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { formatIsoDate } from '@/lib/domain/date-format';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { getDb } from '@croupier/platform/db/client';
import { staticPageBySlug, visibleStaticPages } from '@/components/page-data/data';
import { Breadcrumbs } from './page-parts';
import styles from './pages.module.css';

/** /{slug}: an operator's text page, title as h1 and the body as paragraphs of plain text. */
export async function StaticPageView({ locale, variant, slug }: { locale: Locale; variant: SiteVariant; slug: string }) {
  const page = await staticPageBySlug(slug, locale);
  if (!page) notFound();
  const [pages, t, tc] = await Promise.all([
    visibleStaticPages(locale),
    getTranslations({ locale, namespace: 'staticPage' }),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  const link = (path: string) => sitePath(path, locale, variant);

  return (
    <div className={styles.stack}>
      <Breadcrumbs items={[{ label: tc('lobby'), href: link('/') }, { label: page.title }]} />
      <div className={styles.article}>
        <article className={styles.articleBody} aria-labelledby="static-title">
          <h1 id="static-title" className={styles.title}>
            {page.title}
          </h1>
          {page.paragraphs.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
          <p className={styles.updated}>{t('updated', { date: formatIsoDate(page.updatedAt, 'UTC') })}</p>
        </article>
        {pages.length > 1 && (
          <aside className={styles.aside} aria-labelledby="static-more">
            <h2 id="static-more" className={styles.sectionTitle}>
              {t('more')}
            </h2>
            <ul className={styles.asideList}>
              {pages.map((p) => (
                <li key={p.slug}>
                  <Link href={link(p.url)} className={styles.asideLink} aria-current={p.slug === slug ? 'page' : undefined} prefetch={false}>
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </div>
  );
}

export async function staticPageMetadata({ locale, slug }: { locale: Locale; slug: string }): Promise<Metadata> {
  const [page, t] = await Promise.all([staticPageBySlug(slug, locale), getTranslations({ locale, namespace: 'meta' })]);
  if (!page) return { title: t('notFoundTitle'), robots: { index: false } };
  const description = page.paragraphs[0]?.slice(0, 160);
  return buildPageMetadata(await getDb(), { locale, path: `/${slug}`, fallbackTitle: t('staticTitle', { title: page.title }), fallbackDescription: description });
}
