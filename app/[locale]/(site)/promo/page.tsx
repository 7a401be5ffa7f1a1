import type { Metadata } from 'next';
import { PromotionListPage, promotionListMetadata } from '@/components/promotions/list/promotions-list-page';
import { enterLocale } from '@/components/page-data/data';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import type { L, Params } from '@/app/[locale]/_page/page-params';

// The promotions list (spec §2, main variant).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)

export async function generateMetadata({ params }: Params<L>): Promise<Metadata> {
  return promotionListMetadata(enterLocale((await params).locale));
}

export default async function Promotions({ params, variant = 'main' }: VariantPageProps<L>) {
  return <PromotionListPage locale={enterLocale((await params).locale)} variant={variant} />;
}
