import type { SlotRole } from './slot-geometry';

/**
 * The looks of the studio slots. A theme names a symbol for every maths role (slot-geometry's
 * SLOT_ROLES) and gives drawing hints; the maths is the same for all themes. Ids only, no
 * sentences: the UI builds message keys from them (e.g. `studio.themes.egypt.symbols.scarab`).
 * The game draws every symbol as SVG by theme and id (components/studio/slot/symbols/). Colours are the symbol's main tint (its drawing and
 * plate keep it) and the theme's background and accent.
 */

export const SLOT_THEME_IDS = ['fruits', 'egypt', 'ocean', 'space', 'dragons', 'vikings', 'gems', 'candy'] as const;
export type SlotThemeId = (typeof SLOT_THEME_IDS)[number];

export interface SlotThemeSymbol {
  /** Unique within its theme; used in outcomes, strips and the pay table. */
  readonly id: string;
  readonly colour: string;
}

export interface SlotTheme {
  readonly id: SlotThemeId;
  readonly background: string;
  readonly accent: string;
  readonly symbols: Readonly<Record<SlotRole, SlotThemeSymbol>>;
}

const s = (id: string, colour: string): SlotThemeSymbol => ({ id, colour });

export const SLOT_THEMES: Readonly<Record<SlotThemeId, SlotTheme>> = {
  fruits: {
    id: 'fruits',
    background: '#3b0a45',
    accent: '#ffd23f',
    symbols: {
      wild: s('star', '#ffd23f'),
      scatter: s('bell', '#ffb300'),
      high1: s('seven', '#e53935'),
      high2: s('melon', '#43a047'),
      high3: s('grapes', '#8e24aa'),
      low1: s('orange', '#fb8c00'),
      low2: s('lemon', '#fdd835'),
      low3: s('strawberry', '#e91e63'),
      low4: s('cherry', '#c2185b'),
    },
  },
  egypt: {
    id: 'egypt',
    background: '#3e2a14',
    accent: '#d4a017',
    symbols: {
      wild: s('pharaoh', '#d4a017'),
      scatter: s('scarab', '#1e88e5'),
      high1: s('ankh', '#f9a825'),
      high2: s('eye', '#00897b'),
      high3: s('cat', '#5d4037'),
      low1: s('pyramid', '#e6b85c'),
      low2: s('urn', '#bf6b2c'),
      low3: s('lotus', '#ec87c0'),
      low4: s('papyrus', '#c8b27a'),
    },
  },
  ocean: {
    id: 'ocean',
    background: '#012a4a',
    accent: '#4cc9f0',
    symbols: {
      wild: s('trident', '#ffd166'),
      scatter: s('pearl', '#f1faee'),
      high1: s('mermaid', '#06d6a0'),
      high2: s('dolphin', '#4cc9f0'),
      high3: s('turtle', '#2a9d8f'),
      low1: s('octopus', '#e76f51'),
      low2: s('crab', '#ef476f'),
      low3: s('fish', '#ffb703'),
      low4: s('shell', '#f4a261'),
    },
  },
  space: {
    id: 'space',
    background: '#0b0c2a',
    accent: '#9d4edd',
    symbols: {
      wild: s('astronaut', '#e0e1dd'),
      scatter: s('black_hole', '#7b2cbf'),
      high1: s('rocket', '#ff595e'),
      high2: s('ufo', '#8ac926'),
      high3: s('planet', '#ffca3a'),
      low1: s('comet', '#ff924c'),
      low2: s('moon', '#f1e9da'),
      low3: s('satellite', '#a0c4ff'),
      low4: s('star', '#fdffb6'),
    },
  },
  dragons: {
    id: 'dragons',
    background: '#3d0000',
    accent: '#ffba08',
    symbols: {
      wild: s('dragon', '#2dc653'),
      scatter: s('lantern', '#d00000'),
      high1: s('phoenix', '#ff7b00'),
      high2: s('tiger', '#faa307'),
      high3: s('koi', '#e85d04'),
      low1: s('jade', '#00a86b'),
      low2: s('fan', '#dc2f02'),
      low3: s('coin', '#ffd60a'),
      low4: s('lotus', '#ff8fab'),
    },
  },
  vikings: {
    id: 'vikings',
    background: '#1b263b',
    accent: '#a3cef1',
    symbols: {
      wild: s('hammer', '#adb5bd'),
      scatter: s('rune', '#4895ef'),
      high1: s('longship', '#bc6c25'),
      high2: s('raven', '#343a40'),
      high3: s('helmet', '#8d99ae'),
      low1: s('axe', '#9a8c98'),
      low2: s('shield', '#c1121f'),
      low3: s('horn', '#dda15e'),
      low4: s('mead', '#e9c46a'),
    },
  },
  gems: {
    id: 'gems',
    background: '#10002b',
    accent: '#e0aaff',
    symbols: {
      wild: s('crown', '#ffd700'),
      scatter: s('diamond', '#b9f2ff'),
      high1: s('ruby', '#e0115f'),
      high2: s('emerald', '#50c878'),
      high3: s('sapphire', '#0f52ba'),
      low1: s('amethyst', '#9966cc'),
      low2: s('topaz', '#ffc87c'),
      low3: s('aquamarine', '#7fffd4'),
      low4: s('gold_coin', '#d4af37'),
    },
  },
  candy: {
    id: 'candy',
    background: '#ffafcc',
    accent: '#cdb4db',
    symbols: {
      wild: s('rainbow', '#ff006e'),
      scatter: s('lollipop', '#fb5607'),
      high1: s('cake', '#ff5d8f'),
      high2: s('donut', '#d4a373'),
      high3: s('cupcake', '#bde0fe'),
      low1: s('chocolate', '#6f4e37'),
      low2: s('candy', '#8338ec'),
      low3: s('cookie', '#c68b59'),
      low4: s('pudding', '#f6bd60'),
    },
  },
};
