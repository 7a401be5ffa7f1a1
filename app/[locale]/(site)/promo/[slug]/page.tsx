import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PromotionPage, promotionMetadata } from '@/components/promotions/page/promotion-page';
import { enterLocale, isPageSlug } from '@/components/page-data/data';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import { noStaticParams, type L, type Params } from '@/app/[locale]/_page/page-params';

type P = L & { slug: string };

// One promotion (main variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: Params<P>): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return promotionMetadata(slug, enterLocale(locale));
}

export default async function Promotion({ params, variant = 'main' }: VariantPageProps<P>) {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return <PromotionPage slug={slug} locale={enterLocale(locale)} variant={variant} />;
}
