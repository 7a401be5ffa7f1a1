import 'server-only';
import type { GameBadge } from '@/lib/domain/catalog/catalog-types';
import { GAME_LIST, kindOf, slugify, type GameKind, type GameTheme } from '@/lib/platform/catalog/game-list';
import { rngFor } from './prng';
import { artUrl, gamePreviewPath, gameTallPreviewPath } from './urls';

export interface GameSeed {
  slug: string;
  name: string;
  desktopName: string;
  theme: GameTheme;
  kind: GameKind;
  producer: string;
  badges: GameBadge[];
  active: boolean;
  disabled: boolean;
  hasDemoMode: boolean;
  allowBonusBalance: boolean;
  redirect: boolean;
  popularity: number;
  frameWidth: number;
  frameHeight: number;
  createdAt: Date;
}

/*
 * Named on purpose (not drawn at random) so tests and docs can point at them.
 * Inactive games carry no badges and stand in no curated category.
 */
const TOP = [
  'cherry-blaze', 'pharaohs-dawn', 'dragons-hoard', 'cosmic-drift', 'valhalla-raiders', 'sands-of-anubis', 'jolly-plunder',
  'european-roulette', 'classic-blackjack', 'crystal-cascade', 'gold-rush-express', 'coral-kingdom', 'lucky-seven-strike',
  'midnight-fangs', 'rocket-crash',
];
const NEW = [
  'nebula-quest', 'gummy-galaxy', 'caramel-cascade', 'shieldmaiden-saga', 'obsidian-idol', 'titans-fury', 'mermaid-lagoon',
  'kraken-cove', 'four-leaf-fortune', 'sky-climber', 'double-down-blackjack', 'texas-showdown-poker', 'dice-duel',
  'blood-moon-manor', 'jade-dragon',
];
const JACKPOT = [
  'orbit-jackpot', 'royal-treasury', 'dragon-pearl-fortune', 'leprechauns-pot', 'emerald-vault', 'gold-rush-express',
  'storm-of-olympus', 'crown-jewels', 'triple-seven-fire', 'deep-blue-treasure',
];
export const RECOMMENDED = [
  'cherry-blaze', 'pharaohs-dawn', 'cosmic-drift', 'dragons-hoard', 'valhalla-raiders', 'candy-carousel', 'coral-kingdom',
  'aztec-sun', 'european-roulette', 'classic-blackjack', 'jolly-plunder', 'shamrock-fortune', 'sheriffs-bounty',
  'crystal-cascade', 'storm-of-olympus', 'sic-bo-deluxe',
];
export const INACTIVE = ['retro-sevens', 'counts-castle'];
export const DISABLED = ['ember-wyrm', 'mini-roulette'];
export const NO_DEMO = ['orbit-jackpot', 'royal-treasury', 'punto-banco', 'casino-holdem', 'turbo-multiplier'];
export const NO_BONUS = [
  'european-roulette', 'american-roulette', 'blackjack-pro', 'single-deck-blackjack', 'mini-baccarat', 'jacks-or-better',
  'craps-classic', 'rocket-crash',
];
const FRAMES: Record<string, [number, number]> = {
  'jacks-or-better': [800, 600],
  'deuces-wild-poker': [800, 600],
  'lucky-dice': [800, 600],
  'french-roulette-gold': [1024, 768],
  'baccarat-deluxe': [1024, 768],
  'frost-axe': [1024, 768],
  // A portrait game: phones show it best; wide screens letterbox it.
  'gummy-galaxy': [720, 1280],
};
/**
 * Games that cannot run in a frame and take the whole window (run info `redirect`): one that
 * allows bonus money (the site navigates to it) and one that does not (the no-wager modal first).
 */
export const REDIRECT = ['sky-climber', 'rocket-crash'];
/** How many bonus-friendly games the "play with bonus" category shows. */
const BONUS_CATEGORY_SIZE = 20;
const EPOCH = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

function buildGames(): GameSeed[] {
  const flat = Object.entries(GAME_LIST).flatMap(([producer, entries]) =>
    entries.map(([name, theme, desktopName]) => ({ producer, name, theme, desktopName: desktopName ?? name, slug: slugify(name) })),
  );
  const known = new Set(flat.map((g) => g.slug));
  if (known.size !== flat.length) throw new Error('seed: duplicate game slug');
  for (const slug of [...TOP, ...NEW, ...JACKPOT, ...RECOMMENDED, ...INACTIVE, ...DISABLED, ...NO_DEMO, ...NO_BONUS, ...REDIRECT, ...Object.keys(FRAMES)]) {
    if (!known.has(slug)) throw new Error(`seed: unknown game slug ${slug}`);
  }

  // Popularity: top games first, then jackpots, the rest in a fixed shuffled order.
  const rng = rngFor('popularity');
  const scored = flat.map((g, i) => ({
    slug: g.slug,
    score: (TOP.includes(g.slug) ? 2 : 0) + (JACKPOT.includes(g.slug) ? 1 : 0) + rng() - (INACTIVE.includes(g.slug) ? 5 : 0),
    i,
  }));
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  const rank = new Map(scored.map((s, r) => [s.slug, r]));
  const jitter = rngFor('popularity-jitter');

  let newIndex = 0;
  return flat.map((g, i) => {
    const badges: GameBadge[] = [];
    if (TOP.includes(g.slug)) badges.push('top');
    if (NEW.includes(g.slug)) badges.push('new');
    if (JACKPOT.includes(g.slug)) badges.push('jackpot');
    const [frameWidth, frameHeight] = FRAMES[g.slug] ?? [1280, 720];
    const isNew = NEW.includes(g.slug);
    // New games are the most recently added ones.
    const createdAt = new Date(isNew ? EPOCH + 330 * DAY_MS + newIndex++ * DAY_MS : EPOCH + i * 3 * DAY_MS);
    return {
      ...g,
      kind: kindOf(g.theme),
      badges,
      active: !INACTIVE.includes(g.slug),
      disabled: DISABLED.includes(g.slug),
      hasDemoMode: !NO_DEMO.includes(g.slug),
      allowBonusBalance: !NO_BONUS.includes(g.slug),
      redirect: REDIRECT.includes(g.slug),
      popularity: (flat.length - (rank.get(g.slug) ?? 0)) * 100 + Math.floor(jitter() * 90),
      frameWidth,
      frameHeight,
      createdAt,
    };
  });
}

export const GAMES: readonly GameSeed[] = buildGames();

export function gameRows(producerIds: ReadonlyMap<string, number>) {
  return GAMES.map((g) => {
    const producerId = producerIds.get(g.producer);
    if (producerId === undefined) throw new Error(`seed: game ${g.slug} names unknown producer ${g.producer}`);
    return {
      slug: g.slug,
      name: g.name,
      desktopName: g.desktopName,
      preview: artUrl(gamePreviewPath(g.slug)),
      tallPreview: artUrl(gameTallPreviewPath(g.slug)),
      active: g.active,
      badges: g.badges,
      disabled: g.disabled,
      hasDemoMode: g.hasDemoMode,
      allowBonusBalance: g.allowBonusBalance,
      redirect: g.redirect,
      producerId,
      popularity: g.popularity,
      frameWidth: g.frameWidth,
      frameHeight: g.frameHeight,
      createdAt: g.createdAt,
    };
  });
}

const byPopularity = (a: GameSeed, b: GameSeed) => b.popularity - a.popularity;

/** Category slug -> its games' slugs in display order. */
export function categoryMembers(): Record<string, string[]> {
  const all = [...GAMES].sort(byPopularity);
  const live = all.filter((g) => g.active);
  const slugs = (list: readonly GameSeed[]) => list.map((g) => g.slug);
  const ordered = (names: readonly string[]) => names.filter((s) => live.some((g) => g.slug === s));
  return {
    allgames: slugs(all),
    slots: slugs(all.filter((g) => g.kind === 'slot')),
    table: slugs(all.filter((g) => g.kind === 'table')),
    instant: slugs(all.filter((g) => g.kind === 'instant')),
    top: ordered(TOP),
    newgames: slugs(live.filter((g) => g.badges.includes('new')).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())),
    jackpot: ordered(JACKPOT),
    recommended: ordered(RECOMMENDED),
    otygrat_bonus: slugs(live.filter((g) => g.allowBonusBalance && !g.disabled).slice(0, BONUS_CATEGORY_SIZE)),
  };
}

export function gameCategoryRows(categoryIds: ReadonlyMap<string, number>, gameIds: ReadonlyMap<string, number>) {
  return Object.entries(categoryMembers()).flatMap(([category, members]) => {
    const categoryId = categoryIds.get(category);
    if (categoryId === undefined) throw new Error(`seed: unknown category ${category}`);
    return members.map((slug, i) => {
      const gameId = gameIds.get(slug);
      if (gameId === undefined) throw new Error(`seed: unknown game ${slug}`);
      return { categoryId, gameId, position: i + 1 };
    });
  });
}
