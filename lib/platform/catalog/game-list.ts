import 'server-only';
import type { SlotThemeId } from '@/lib/domain/studio/slot-themes';

/**
 * The demo catalogue: invented games (no real titles or trademarks), grouped by studio. The seed
 * writes it into the database (lib/platform/seed/games.ts) and the studio plays it
 * (lib/platform/games/engines/studio-catalog.ts); both read it here.
 * A game's theme picks the emblem and palette of its generated art and the game's kind.
 */

/**
 * The slot themes of the catalogue's art, each with the studio look (lib/domain/studio/slot-themes.ts,
 * the one list of slot looks) its games are played in: the art has more themes than the studio has looks.
 */
export const SLOT_THEME_LOOKS = {
  fruit: 'fruits',
  sevens: 'fruits',
  gems: 'gems',
  egypt: 'egypt',
  pirates: 'ocean',
  space: 'space',
  dragons: 'dragons',
  vikings: 'vikings',
  candy: 'candy',
  wildwest: 'gems',
  ocean: 'ocean',
  irish: 'gems',
  aztec: 'egypt',
  vampires: 'dragons',
  royal: 'gems',
  myth: 'egypt',
} as const satisfies Readonly<Record<string, SlotThemeId>>;
export const TABLE_THEMES = ['roulette', 'blackjack', 'baccarat', 'poker', 'dice'] as const;
export const INSTANT_THEMES = ['crash'] as const;

export type SlotTheme = keyof typeof SLOT_THEME_LOOKS;
export type GameTheme = SlotTheme | (typeof TABLE_THEMES)[number] | (typeof INSTANT_THEMES)[number];
export type GameKind = 'slot' | 'table' | 'instant';

export function kindOf(theme: GameTheme): GameKind {
  if ((TABLE_THEMES as readonly string[]).includes(theme)) return 'table';
  if ((INSTANT_THEMES as readonly string[]).includes(theme)) return 'instant';
  return 'slot';
}

/** The studio look of a catalogue theme; undefined for table and instant themes. */
export function slotLookOf(theme: GameTheme): SlotThemeId | undefined {
  return isSlotTheme(theme) ? SLOT_THEME_LOOKS[theme] : undefined;
}

function isSlotTheme(theme: GameTheme): theme is SlotTheme {
  return Object.hasOwn(SLOT_THEME_LOOKS, theme);
}

/** [name, theme, desktop name when it differs] by producer slug. */
type Entry = readonly [name: string, theme: GameTheme, desktopName?: string];

export const GAME_LIST: Readonly<Record<string, readonly Entry[]>> = {
  'aurora-reels': [
    ['Cosmic Drift', 'space', 'Cosmic Drift: Stellar Edition'],
    ['Nebula Quest', 'space'],
    ['Galaxy Miner', 'space'],
    ['Meteor Rush', 'space'],
    ['Orbit Jackpot', 'space'],
    ['Gummy Galaxy', 'candy'],
  ],
  'lucky-lynx': [
    ['Cherry Blaze', 'fruit', 'Cherry Blaze Deluxe'],
    ['Fruit Fiesta 40', 'fruit', 'Fruit Fiesta 40 Lines'],
    ['Lemon Twist', 'fruit'],
    ['Lucky Seven Strike', 'sevens'],
    ['Seven Sparks', 'sevens'],
    ['Shamrock Fortune', 'irish'],
    ['Four-Leaf Fortune', 'irish'],
  ],
  northwind: [
    ['Valhalla Raiders', 'vikings', 'Valhalla Raiders: Winter Saga'],
    ['Frost Axe', 'vikings'],
    ["Odin's Ravens", 'vikings'],
    ['Shieldmaiden Saga', 'vikings'],
    ['Crystal Cascade', 'gems'],
    ['Sapphire Nights', 'gems'],
  ],
  'velvet-dice': [
    ['Sic Bo Deluxe', 'dice'],
    ['Craps Classic', 'dice'],
    ['Lucky Dice', 'dice'],
    ['Dice Duel', 'dice'],
    ['Punto Banco', 'baccarat', 'Punto Banco Baccarat'],
    ['Baccarat Deluxe', 'baccarat'],
  ],
  'golden-anvil': [
    ["Pharaoh's Dawn", 'egypt', "Pharaoh's Dawn: Book of Sands"],
    ['Sands of Anubis', 'egypt'],
    ['Scarab Treasure', 'egypt'],
    ['Nile Queen', 'egypt'],
    ['Tomb of Secrets', 'egypt'],
    ['Royal Treasury', 'royal'],
  ],
  'neon-orchard': [
    ['Melon Mania', 'fruit'],
    ['Citrus Spin', 'fruit'],
    ['Berry Burst', 'fruit'],
    ['Candy Carousel', 'candy'],
    ['Lollipop Land', 'candy'],
    ['Caramel Cascade', 'candy'],
  ],
  'red-lantern': [
    ["Dragon's Hoard", 'dragons', "Dragon's Hoard: Golden Scales"],
    ['Jade Dragon', 'dragons'],
    ['Ember Wyrm', 'dragons'],
    ['Dragon Pearl Fortune', 'dragons'],
    ['Ruby Rush', 'gems'],
    ['Crown Jewels', 'royal'],
  ],
  'blue-comet': [
    ['Rocket Crash', 'crash'],
    ['Moon Launch', 'crash'],
    ['Turbo Multiplier', 'crash'],
    ['Sky Climber', 'crash'],
    ['Triple Seven Fire', 'sevens'],
    ['Retro Sevens', 'sevens'],
  ],
  'iron-pine': [
    ['Dusty Gulch', 'wildwest'],
    ["Sheriff's Bounty", 'wildwest'],
    ['Gold Rush Express', 'wildwest', 'Gold Rush Express: Last Train'],
    ['Outlaw Canyon', 'wildwest'],
    ["Leprechaun's Pot", 'irish'],
    ['Clover Hills', 'irish'],
  ],
  'mirage-forge': [
    ['Aztec Sun', 'aztec'],
    ['Temple of Quetzal', 'aztec'],
    ['Jaguar Gold', 'aztec'],
    ['Obsidian Idol', 'aztec'],
    ['Storm of Olympus', 'myth', 'Storm of Olympus: Thunder Reels'],
    ["Titan's Fury", 'myth'],
  ],
  'crimson-owl': [
    ['Midnight Fangs', 'vampires'],
    ['Blood Moon Manor', 'vampires'],
    ["Count's Castle", 'vampires'],
    ['Emerald Vault', 'gems'],
    ['Diamond Drift', 'gems'],
    ['Jolly Plunder', 'pirates'],
  ],
  starfall: [
    ['European Roulette', 'roulette'],
    ['French Roulette Gold', 'roulette'],
    ['American Roulette', 'roulette'],
    ['Roulette Royale', 'roulette'],
    ['Mini Roulette', 'roulette'],
    ['Classic Blackjack', 'blackjack'],
  ],
  'copper-fox': [
    ['Blackjack Pro', 'blackjack'],
    ['Single Deck Blackjack', 'blackjack'],
    ['Double Down Blackjack', 'blackjack'],
    ['Mini Baccarat', 'baccarat'],
    ["Casino Hold'em", 'poker'],
    ['Jacks or Better', 'poker'],
    ['Deuces Wild Poker', 'poker'],
    ['Texas Showdown Poker', 'poker'],
  ],
  tidewater: [
    ['Coral Kingdom', 'ocean'],
    ['Pearls & Tides', 'ocean'],
    ['Deep Blue Treasure', 'ocean'],
    ['Mermaid Lagoon', 'ocean'],
    ['Black Flag Bay', 'pirates'],
    ["Captain's Chest", 'pirates'],
    ['Kraken Cove', 'pirates'],
  ],
};

/** "Pharaoh's Dawn" -> "pharaohs-dawn", "Pearls & Tides" -> "pearls-and-tides". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
