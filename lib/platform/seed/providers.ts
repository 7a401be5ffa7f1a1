import 'server-only';
import type { LocalizedText } from '@/lib/domain/locales';
import { artUrl, producerLogoPath } from './urls';

/** An invented game studio (no real trademarks). Studio names are brands and read the same in every locale. */
export interface ProducerSeed {
  slug: string;
  name: string;
  /** Base hue of the studio's logo and banner. */
  hue: number;
  /** A made-up players-online number, written only with demo data on. */
  playersOnline: number;
}

export const PRODUCERS: readonly ProducerSeed[] = [
  { slug: 'aurora-reels', name: 'Aurora Reels', hue: 280, playersOnline: 1843 },
  { slug: 'lucky-lynx', name: 'Lucky Lynx', hue: 32, playersOnline: 1520 },
  { slug: 'northwind', name: 'Northwind Gaming', hue: 200, playersOnline: 1311 },
  { slug: 'velvet-dice', name: 'Velvet Dice', hue: 340, playersOnline: 1174 },
  { slug: 'golden-anvil', name: 'Golden Anvil', hue: 45, playersOnline: 986 },
  { slug: 'neon-orchard', name: 'Neon Orchard', hue: 130, playersOnline: 874 },
  { slug: 'red-lantern', name: 'Red Lantern Games', hue: 4, playersOnline: 752 },
  { slug: 'blue-comet', name: 'Blue Comet Play', hue: 220, playersOnline: 640 },
  { slug: 'iron-pine', name: 'Iron Pine Studios', hue: 160, playersOnline: 512 },
  { slug: 'mirage-forge', name: 'Mirage Forge', hue: 25, playersOnline: 433 },
  { slug: 'crimson-owl', name: 'Crimson Owl', hue: 350, playersOnline: 318 },
  { slug: 'starfall', name: 'Starfall Interactive', hue: 260, playersOnline: 247 },
  { slug: 'copper-fox', name: 'Copper Fox Gaming', hue: 18, playersOnline: 131 },
  { slug: 'tidewater', name: 'Tidewater Labs', hue: 185, playersOnline: 0 },
];

export function producerName(p: ProducerSeed): LocalizedText {
  return { ru: p.name, en: p.name, it: p.name };
}

/** `demo`: the made-up players-online numbers (DEMO_DATA); without it every count starts at 0. */
export function producerRows(demo = true) {
  return PRODUCERS.map((p, i) => ({
    type: 'producer' as const,
    slug: p.slug,
    name: producerName(p),
    image: artUrl(producerLogoPath(p.slug)),
    position: i + 1,
    showInLobby: false,
    playersOnline: demo ? p.playersOnline : 0,
    active: true,
  }));
}
