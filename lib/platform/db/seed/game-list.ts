import 'server-only';
/**
 * The demo catalogue: invented games (no real titles or trademarks), grouped by studio.
 * The theme picks the emblem and palette of the generated art and the game's kind.
 */
export const SLOT_THEMES = [
  'fruit', 'sevens', 'gems', 'egypt', 'pirates', 'space', 'dragons', 'vikings', 'candy',
  'wildwest', 'ocean', 'irish', 'aztec', 'vampires', 'royal', 'myth',
] as const;
export const TABLE_THEMES = ['roulette', 'blackjack', 'baccarat', 'poker', 'dice'] as const;
export const INSTANT_THEMES = ['crash'] as const;

export type GameTheme = (typeof SLOT_THEMES)[number] | (typeof TABLE_THEMES)[number] | (typeof INSTANT_THEMES)[number];
export type GameKind = 'slot' | 'table' | 'instant';

export function kindOf(theme: GameTheme): GameKind {
  if ((TABLE_THEMES as readonly string[]).includes(theme)) return 'table';
  if ((INSTANT_THEMES as readonly string[]).includes(theme)) return 'instant';
  return 'slot';
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
