import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SeriesPage, seriesMetadata } from '@/components/tournaments/series-page';
import { enterLocale, isPageSlug } from '@/components/page-data/data';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import { noStaticParams, type L, type Params } from '@/app/[locale]/_page/page-params';

type P = L & { slug: string };

// A tournament series (main variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: Params<P>): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return seriesMetadata(slug, enterLocale(locale));
}

export default async function Series({ params, variant = 'main' }: VariantPageProps<P>) {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return <SeriesPage slug={slug} locale={enterLocale(locale)} variant={variant} />;
}
