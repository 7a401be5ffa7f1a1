import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { ProducerPage, producerMetadata } from '@/components/pages/producer-page';
import { enterLocale, isPageSlug, parsePageNumber } from '@/components/page-data/data';
import { pageOf, type L, type Params } from '@/app/[locale]/_route/route-params';

type ProducerParams = L & { slug: string; category?: string; n?: string };

export async function producerRoute(variant: SiteVariant, { params }: Params<ProducerParams>) {
  const { locale: raw, slug, category, n } = await params;
  const locale = enterLocale(raw);
  if (!isPageSlug(slug) || (category !== undefined && !isPageSlug(category))) notFound();
  const list = category ? `/producers/${slug}/${category}` : `/producers/${slug}`;
  return <ProducerPage locale={locale} variant={variant} slug={slug} category={category} page={pageOf(n, list, locale, variant)} />;
}

export async function producerRouteMetadata({ params }: Params<ProducerParams>): Promise<Metadata> {
  const { locale, slug, category, n } = await params;
  return producerMetadata({ locale: enterLocale(locale), slug, category, page: (n && parsePageNumber(n)) || 1 });
}
