import type { Metadata } from 'next';
import { ProducersPage, producersMetadata } from '@/components/pages/producers-page';
import { enterLocale } from '@/components/page-data/data';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import type { L, Params } from '@/app/[locale]/_page/page-params';

// All producers (main variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)

export async function generateMetadata({ params }: Params<L>): Promise<Metadata> {
  return producersMetadata(enterLocale((await params).locale));
}

export default async function Producers({ params, variant = 'main' }: VariantPageProps<L>) {
  return <ProducersPage locale={enterLocale((await params).locale)} variant={variant} />;
}
