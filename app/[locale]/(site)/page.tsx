import type { Metadata } from 'next';
import { LobbyPage, lobbyMetadata } from '@/components/pages/lobby-page';
import { enterLocale } from '@/components/page-data/data';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import type { L, Params } from '@/app/[locale]/_page/page-params';

// The lobby (main variant; the guest one is app/[locale]/guest/page.tsx).
export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)

export async function generateMetadata({ params }: Params<L>): Promise<Metadata> {
  return lobbyMetadata(enterLocale((await params).locale));
}

export default async function Lobby({ params, variant = 'main' }: VariantPageProps<L>) {
  return <LobbyPage locale={enterLocale((await params).locale)} variant={variant} />;
}
