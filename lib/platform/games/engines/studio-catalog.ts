import 'server-only';
import type { BetLimits } from '@/lib/domain/studio/bet-limits';
import { SLOT_THEME_IDS, type SlotThemeId } from '@/lib/domain/studio/slot-themes';
import { GAME_LIST, slotLookOf, slugify } from '@/lib/platform/catalog/game-list';
import { createDiceGame } from './dice-engine';
import { createSlotGame } from './slot-engine';
import type { StudioGame } from './studio-game';

/**
 * Every catalogue game is playable: each one is served by a studio game chosen from its slug
 * alone, so the choice never changes between restarts, instances or databases.
 *
 * - table games (roulette, blackjack, baccarat, poker, dice) → the dice game;
 * - every other game (slots, and the instant games, which have no engine of their own) → a
 *   slot in the theme closest to the catalogue game's art (catalogue games: their theme's look;
 *   any other slug: a theme picked by a hash of the slug);
 * - the RTP is one of STUDIO_RTPS, picked by a hash of the slug.
 */

export const STUDIO_RTPS = [0.94, 0.945, 0.95, 0.955, 0.96, 0.965, 0.97] as const;

/** Slot stakes: multiples of 20 minor units, so each of the 20 lines gets a whole minor unit. */
export const SLOT_BET_LIMITS: BetLimits = {
  min: 20,
  max: 10_000,
  step: 20,
  levels: [20, 40, 100, 200, 400, 1_000, 2_000, 5_000, 10_000],
};

export const DICE_BET_LIMITS: BetLimits = {
  min: 10,
  max: 10_000,
  step: 10,
  levels: [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000],
};

/** The look of each catalogue game (lib/platform/catalog/game-list.ts), by slug. */
const CATALOG_LOOKS: ReadonlyMap<string, SlotThemeId> = new Map(
  Object.values(GAME_LIST).flatMap((entries) =>
    entries.flatMap(([name, theme]) => {
      const look = slotLookOf(theme);
      return look ? [[slugify(name), look] as const] : [];
    }),
  ),
);

/** FNV-1a over the salted slug: a stable 32-bit hash, the same on every platform. */
function slugHash(salt: string, slug: string): number {
  const text = `${salt}:${slug}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface CatalogGameRef {
  slug: string;
  /** The game stands in the catalogue's "table" category. */
  isTable: boolean;
}

export function studioRtpFor(slug: string): number {
  return STUDIO_RTPS[slugHash('rtp', slug) % STUDIO_RTPS.length] as number;
}

export function studioThemeFor(slug: string): SlotThemeId {
  return CATALOG_LOOKS.get(slug) ?? (SLOT_THEME_IDS[slugHash('theme', slug) % SLOT_THEME_IDS.length] as SlotThemeId);
}

const games = new Map<string, StudioGame>();

/** The studio game that serves a catalogue game (built once per slug and kind, then shared). */
export function studioGameFor(ref: CatalogGameRef): StudioGame {
  const key = `${ref.isTable ? 'table' : 'slot'}:${ref.slug}`;
  let game = games.get(key);
  if (!game) {
    const rtp = studioRtpFor(ref.slug);
    game = ref.isTable
      ? createDiceGame({ rtp, bet: DICE_BET_LIMITS })
      : createSlotGame({ theme: studioThemeFor(ref.slug), rtp, bet: SLOT_BET_LIMITS });
    games.set(key, game);
  }
  return game;
}
