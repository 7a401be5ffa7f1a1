import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryPage, categoryMetadata } from '@/components/pages/category-page';
import { enterLocale, isPageSlug, parsePageNumber } from '@/components/page-data/data';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import { noStaticParams, pageOf, type L, type Params } from '@/app/[locale]/_page/page-params';

type CategoryParams = L & { slug: string; n?: string };

// A category's games (main variant); its page N is page/[n]/page.tsx.
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: Params<CategoryParams>): Promise<Metadata> {
  const { locale, slug, n } = await params;
  return categoryMetadata({ locale: enterLocale(locale), slug, page: (n && parsePageNumber(n)) || 1 });
}

export default async function Category({ params, variant = 'main' }: VariantPageProps<CategoryParams>) {
  const { locale: raw, slug, n } = await params;
  const locale = enterLocale(raw);
  if (!isPageSlug(slug)) notFound();
  return <CategoryPage locale={locale} variant={variant} slug={slug} page={pageOf(n, `/games/${slug}`, locale, variant)} />;
}
