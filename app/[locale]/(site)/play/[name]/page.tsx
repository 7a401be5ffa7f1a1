import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import { getGame } from '@croupier/platform/catalog/games';
import { getDb } from '@croupier/platform/db/client';
import { GameStage, type StageGame } from '@/components/game-frame/game-stage';
import { enterLocale, isPageSlug } from '@/components/page-data/data';
import { GameLanding, gameLandingMetadata } from '@/components/pages/game-landing';
import { decodeSegment, noStaticParams, type L, type Params } from '@/app/[locale]/_page/page-params';

/**
 * /play/<name>, the game page (spec §2; main variant only, the proxy answers 451 in restricted
 * regions). The server only looks the game up in the catalogue; starting it, the frame and
 * everything about the player happen in the browser (components/game-frame), so the page stays
 * the same for every visitor and cacheable like the other catalogue pages.
 */
type PlayParams = L & { name: string };

export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)
export const generateStaticParams = noStaticParams;

const activeGame = cache(async (slug: string, locale: Locale) => (isPageSlug(slug) ? getGame(await getDb(), slug, locale) : Promise.resolve(null)));

function stageGame(game: GameDto): StageGame {
  return {
    slug: game.slug,
    name: game.name,
    preview: game.preview,
    producer: game.producer.name,
    allowBonusBalance: game.allow_bonus_balance,
    hasDemo: game.has_demo_mode,
    disabled: game.disabled,
  };
}

export default async function Play({ params }: Params<PlayParams>) {
  const { locale: raw, name: encoded } = await params;
  const locale = enterLocale(raw);
  const name = decodeSegment(encoded);
  const game = await activeGame(name, locale);
  if (!game) {
    console.warn(`game route: no active game "${name}"`);
    // A 404 (the segment's not-found.tsx shows MissingGame): Next's ISR cache keeps no error
    // page, so made-up names leave nothing on disk (isr-cache-handler.mjs).
    notFound();
  }
  return (
    <GameLanding game={game} locale={locale}>
      <GameStage game={stageGame(game)} locale={locale} />
    </GameLanding>
  );
}

/** The game's own title and description: game pages are landing pages (game-landing.tsx). */
export async function generateMetadata({ params }: Params<PlayParams>): Promise<Metadata> {
  const { locale: raw, name } = await params;
  const locale = enterLocale(raw);
  const [game, t] = await Promise.all([activeGame(decodeSegment(name), locale), getTranslations({ locale, namespace: 'gameFrame' })]);
  if (!game) return { title: t('missingTitle'), robots: { index: false, follow: false } };
  return gameLandingMetadata(game, locale);
}
