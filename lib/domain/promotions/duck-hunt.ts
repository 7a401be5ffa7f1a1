import { PROMO_COINS } from '../money';

/**
 * The duck hunt (spec §7 GET /json-api/duck-hunt/games/{gameId}: "mini-game with prizes; answer
 * shape not shown", designed here): a promo's shooting gallery. A member has `shotsPerDay` shots
 * each UTC day; every shot brings down one duck, drawn on the server with a cryptographic RNG by
 * the ducks' weights, and its points go to the player's promo points (reason `duck_hunt`). The
 * games are a constant catalogue (the seed's one game, for coin-exchange), not a table: an
 * operator changes them with a release, which is enough for one game and needs no migration.
 */

export const DUCK_KINDS = ['grey', 'mallard', 'teal', 'golden'] as const;
export type DuckKind = (typeof DUCK_KINDS)[number];

export interface DuckSpec {
  kind: DuckKind;
  /** Whole points it brings. */
  points: number;
  /** Relative weight of its draw. */
  weight: number;
}

export interface DuckHuntGame {
  id: number;
  /** The promo whose points the shots earn. */
  promoSlug: string;
  shotsPerDay: number;
  ducks: readonly DuckSpec[];
}

export const DUCK_HUNT_GAMES: readonly DuckHuntGame[] = [
  {
    id: 1,
    promoSlug: 'coin-exchange',
    shotsPerDay: 5,
    ducks: [
      { kind: 'grey', points: 1, weight: 60 },
      { kind: 'mallard', points: 2, weight: 25 },
      { kind: 'teal', points: 5, weight: 12 },
      { kind: 'golden', points: 20, weight: 3 },
    ],
  },
];

export function duckHuntGame(id: number): DuckHuntGame | null {
  return DUCK_HUNT_GAMES.find((g) => g.id === id) ?? null;
}

/** The game of a promo's page (its slug), or null: the promo page opens it from there. */
export function duckHuntGameOfPromotion(slug: string): DuckHuntGame | null {
  return DUCK_HUNT_GAMES.find((g) => g.promoSlug === slug) ?? null;
}

/** The duck a draw of `roll` in [0, total weight) brings down. */
export function duckOf(game: DuckHuntGame, roll: number): DuckSpec {
  let left = roll;
  for (const duck of game.ducks) {
    if (left < duck.weight) return duck;
    left -= duck.weight;
  }
  return game.ducks[game.ducks.length - 1]!;
}

export const totalWeight = (game: DuckHuntGame) => game.ducks.reduce((sum, d) => sum + d.weight, 0);

/** GET /json-api/duck-hunt/games/{gameId}. Points are minor (PROMO_COINS per point), as every promo point. */
export interface DuckHuntGameDto {
  id: number;
  actionId: number;
  slug: string;
  shotsPerDay: number;
  ducks: { kind: DuckKind; points: number; chance: number }[];
  /** The player's shots left today; null for a guest or a non-member. */
  shotsLeft: number | null;
}

/** POST /json-api/duck-hunt/games/{gameId}/shots. */
export interface DuckShotDto {
  /** The shot's number today (1 … shotsPerDay). */
  shot: number;
  duck: { kind: DuckKind; points: number };
  shotsLeft: number;
  /** The player's promo points after it. */
  points: number;
}

export function toDuckHuntGameDto(game: DuckHuntGame, actionId: number, shotsLeft: number | null): DuckHuntGameDto {
  const total = totalWeight(game);
  return {
    id: game.id,
    actionId,
    slug: game.promoSlug,
    shotsPerDay: game.shotsPerDay,
    ducks: game.ducks.map((d) => ({ kind: d.kind, points: d.points * PROMO_COINS, chance: Math.round((d.weight / total) * 1000) / 10 })),
    shotsLeft,
  };
}
