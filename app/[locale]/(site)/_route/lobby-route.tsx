import type { Metadata } from 'next';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { LobbyPage, lobbyMetadata } from '@/components/pages/lobby-page';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_route/route-params';

export async function lobbyRoute(variant: SiteVariant, { params }: Params<L>) {
  const { locale } = await params;
  return <LobbyPage locale={enterLocale(locale)} variant={variant} />;
}

export async function lobbyRouteMetadata({ params }: Params<L>): Promise<Metadata> {
  return lobbyMetadata(enterLocale((await params).locale));
}
