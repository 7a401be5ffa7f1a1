import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TournamentPage, tournamentMetadata } from '@/components/tournaments/tournament-page';
import { enterLocale, isPageSlug } from '@/components/page-data/data';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import { noStaticParams, type L, type Params } from '@/app/[locale]/_page/page-params';

type P = L & { slug: string };

// One tournament (main variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: Params<P>): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return tournamentMetadata(slug, enterLocale(locale));
}

export default async function Tournament({ params, variant = 'main' }: VariantPageProps<P>) {
  const { locale, slug } = await params;
  if (!isPageSlug(slug)) notFound();
  return <TournamentPage slug={slug} locale={enterLocale(locale)} variant={variant} />;
}
