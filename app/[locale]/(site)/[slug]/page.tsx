import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StaticPageView, staticPageMetadata } from '@/components/pages/static-page';
import { enterLocale, isPageSlug } from '@/components/page-data/data';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import { noStaticParams, type L, type Params } from '@/app/[locale]/_page/page-params';

type P = L & { slug: string };

// A static page (main variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: Params<P>): Promise<Metadata> {
  const { locale, slug } = await params;
  return staticPageMetadata({ locale: enterLocale(locale), slug });
}

export default async function StaticPage({ params, variant = 'main' }: VariantPageProps<P>) {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return <StaticPageView locale={enterLocale(locale)} variant={variant} slug={slug} />;
}
