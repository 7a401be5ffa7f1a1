import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { TABLE_CATEGORY } from '@/lib/domain/catalog/catalog-types';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { categories, gameCategories, games } from '@/lib/platform/db/schema';
import type { StudioGame } from './engines/studio-game';
import { studioGameFor } from './engines/studio-catalog';

/**
 * Which built-in game runs behind a catalogue game. Every catalogue game is playable: the
 * studio catalogue maps it (by slug, and whether it stands in the table-games category) to a
 * slot theme or the dice game with its RTP and bet limits. Resolved once per game and process:
 * a studio game is immutable and its analysis is not free.
 */
export interface ResolvedStudioGame {
  slug: string;
  name: string;
  /** The tile picture (the winners list shows a big win with it: content/winner-record.ts). */
  preview: string;
  allowBonus: boolean;
  /** The game's provider (the providers achievement counts a real-money round's: achievement-events.ts). */
  producerId: number;
  /** Its slug: the producer's free-round gifts (provider spins, free bets) are played on its games. */
  producerSlug: string;
  studio: StudioGame;
}

const cache = processState('studio-games', () => new Map<number, Promise<ResolvedStudioGame>>());

export function studioGameOfSession(db: Executor, session: { gameId: number }): Promise<ResolvedStudioGame> {
  let hit = cache.get(session.gameId);
  if (!hit) {
    hit = resolve(db, session.gameId);
    hit.catch(() => cache.delete(session.gameId));
    cache.set(session.gameId, hit);
  }
  return hit;
}

async function resolve(db: Executor, gameId: number): Promise<ResolvedStudioGame> {
  const [game] = await db
    .select({ slug: games.slug, name: games.name, preview: games.preview, allowBonus: games.allowBonusBalance, producerId: games.producerId, producerSlug: categories.slug })
    .from(games)
    .innerJoin(categories, eq(categories.id, games.producerId))
    .where(eq(games.id, gameId))
    .limit(1);
  if (!game) throw new Error(`studio: game ${gameId} does not exist`);
  const table = await db
    .select({ id: categories.id })
    .from(gameCategories)
    .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
    .where(and(eq(gameCategories.gameId, gameId), eq(categories.slug, TABLE_CATEGORY)))
    .limit(1);
  return { ...game, studio: studioGameFor({ slug: game.slug, isTable: table.length > 0 }) };
}
