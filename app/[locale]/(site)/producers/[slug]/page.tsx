import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProducerPage, producerMetadata } from '@/components/pages/producer-page';
import { enterLocale, isPageSlug, parsePageNumber } from '@/components/page-data/data';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import { noStaticParams, pageOf, type L, type Params } from '@/app/[locale]/_page/page-params';

type ProducerParams = L & { slug: string; category?: string; n?: string };

// A producer's games (main variant); [category]/ narrows them to one category, page/[n]/ pages them.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: Params<ProducerParams>): Promise<Metadata> {
  const { locale, slug, category, n } = await params;
  return producerMetadata({ locale: enterLocale(locale), slug, category, page: (n && parsePageNumber(n)) || 1 });
}

export default async function Producer({ params, variant = 'main' }: VariantPageProps<ProducerParams>) {
  const { locale: raw, slug, category, n } = await params;
  const locale = enterLocale(raw);
  if (!isPageSlug(slug) || (category !== undefined && !isPageSlug(category))) notFound();
  const list = category ? `/producers/${slug}/${category}` : `/producers/${slug}`;
  return <ProducerPage locale={locale} variant={variant} slug={slug} category={category} page={pageOf(n, list, locale, variant)} />;
}
