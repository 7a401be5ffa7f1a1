import 'server-only';
import { FONT, hsl, wedge, type Palette } from './art-svg';

/** Table and instant game emblems, each drawn in a 100x100 box. */
const INK = '#1a0b12';

/** Card suits drawn in a 20x20 box. */
export const SUITS = {
  heart: 'M10 18 C-6 8 3 -3 10 5 C17 -3 26 8 10 18Z',
  diamond: 'M10 0 L18 10 L10 20 L2 10Z',
  spade: 'M10 0 C18 8 25 12 16 16 C13 17 11 15.5 11 14.5 L13 20 H7 L9 14.5 C9 15.5 7 17 4 16 C-5 12 2 8 10 0Z',
  club: 'M10 1 A4.6 4.6 0 0 1 13.6 8.4 A4.6 4.6 0 1 1 11 14 L13 20 H7 L9 14 A4.6 4.6 0 1 1 6.4 8.4 A4.6 4.6 0 0 1 10 1Z',
} as const;
export type Suit = keyof typeof SUITS;
const suitColor = (s: Suit) => (s === 'heart' || s === 'diamond' ? '#d81b3c' : '#17121f');

export function suit(s: Suit, x: number, y: number, size: number): string {
  return `<path transform="translate(${x} ${y}) scale(${(size / 20).toFixed(3)})" d="${SUITS[s]}" fill="${suitColor(s)}"/>`;
}

function card(x: number, y: number, rot: number, label: string, s: Suit): string {
  return (
    `<g transform="rotate(${rot} ${x + 20} ${y + 28})"><rect x="${x}" y="${y}" width="40" height="56" rx="5" fill="#fdfdfb" stroke="${INK}" stroke-width="2.5"/>` +
    `<text x="${x + 5}" y="${y + 15}" font-family="${FONT}" font-weight="bold" font-size="13" fill="${suitColor(s)}">${label}</text>` +
    `${suit(s, x + 10, y + 20, 20)}</g>`
  );
}

export function cards(p: Palette): string {
  return `<circle cx="50" cy="52" r="40" fill="${hsl(p.hue + 120, 60, 28)}" opacity="0.6"/>` + card(18, 24, -14, 'A', 'spade') + card(42, 20, 12, 'K', 'heart');
}

export function fan(_p: Palette): string {
  return card(10, 26, -24, 'Q', 'diamond') + card(30, 18, 0, 'K', 'club') + card(50, 26, 24, 'A', 'heart');
}

export function chip(cx: number, cy: number, r: number, color: string): string {
  const dash = ((2 * Math.PI * r * 0.8) / 16).toFixed(2);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" stroke="${INK}" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.8).toFixed(1)}" fill="none" stroke="#fff" stroke-width="${(r * 0.22).toFixed(1)}" stroke-dasharray="${dash}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.55).toFixed(1)}" fill="${color}" stroke="#fff" stroke-width="1.5"/>`
  );
}

export function chipsAndCard(p: Palette): string {
  let stack = '';
  for (let i = 0; i < 5; i++) stack += `<ellipse cx="30" cy="${80 - i * 7}" rx="20" ry="7" fill="${i % 2 ? '#e53935' : '#fafafa'}" stroke="${INK}" stroke-width="2"/>`;
  return card(46, 16, 10, '9', 'diamond') + stack + chip(30, 38, 13, hsl(p.hue + 200, 70, 45)) + chip(76, 80, 12, '#212121');
}

export function roulette(p: Palette): string {
  let ring = '';
  const n = 37;
  for (let i = 0; i < n; i++) {
    const color = i === 0 ? '#1e9e4a' : i % 2 ? '#c8102e' : '#141414';
    ring += `<path d="${wedge(50, 50, 40, -90 + (i * 360) / n, -90 + ((i + 1) * 360) / n)}" fill="${color}"/>`;
  }
  return (
    `<circle cx="50" cy="50" r="47" fill="#6d3b1e" stroke="${INK}" stroke-width="3"/>${ring}` +
    `<circle cx="50" cy="50" r="40" fill="none" stroke="#e0b24a" stroke-width="1.5"/>` +
    `<circle cx="50" cy="50" r="27" fill="${hsl(p.hue + 20, 45, 30)}" stroke="#e0b24a" stroke-width="2.5"/>` +
    `<path d="M50 28 V72 M28 50 H72" stroke="#e0b24a" stroke-width="3" stroke-linecap="round"/><circle cx="50" cy="50" r="6" fill="#ffd54f" stroke="${INK}" stroke-width="1.5"/>` +
    `<circle cx="72" cy="24" r="4.5" fill="#fff" stroke="${INK}" stroke-width="1.5"/>`
  );
}

function die(x: number, y: number, rot: number, pips: number[][], color: string): string {
  return (
    `<g transform="rotate(${rot} ${x + 20} ${y + 20})"><rect x="${x}" y="${y}" width="40" height="40" rx="8" fill="${color}" stroke="${INK}" stroke-width="3"/>` +
    pips.map(([px = 0, py = 0]) => `<circle cx="${x + px}" cy="${y + py}" r="4" fill="${INK}"/>`).join('') +
    `<path d="M${x + 6} ${y + 8} Q${x + 8} ${y + 4} ${x + 14} ${y + 4}" stroke="#fff" stroke-width="2.5" fill="none" opacity="0.8"/></g>`
  );
}

export function dice(p: Palette): string {
  const five = [[10, 10], [30, 10], [20, 20], [10, 30], [30, 30]];
  const three = [[10, 10], [20, 20], [30, 30]];
  return die(10, 34, -16, five, '#fbfbf6') + die(50, 22, 14, three, hsl(p.hue + 150, 80, 78));
}

export function crash(p: Palette): string {
  let grid = '';
  for (let i = 1; i < 5; i++) grid += `M10 ${i * 20} H94 M${10 + i * 20} 10 V88 `;
  return (
    `<rect x="10" y="10" width="84" height="78" rx="6" fill="#0b1020" opacity="0.55"/><path d="${grid}" stroke="#fff" stroke-width="0.8" opacity="0.2"/>` +
    `<path d="M10 88 Q56 84 78 30 L78 88Z" fill="${hsl(p.hue + 100, 90, 55)}" opacity="0.35"/>` +
    `<path d="M10 88 Q56 84 78 30" stroke="${hsl(p.hue + 100, 95, 60)}" stroke-width="4.5" fill="none" stroke-linecap="round"/>` +
    `<g transform="translate(78 30) rotate(35) scale(0.55) translate(-44 -40)"><path d="M44 10 C58 24 58 52 54 66 H34 C30 52 30 24 44 10Z" fill="#eef2f7" stroke="${INK}" stroke-width="4"/>` +
    `<circle cx="44" cy="36" r="7" fill="#29b6f6" stroke="${INK}" stroke-width="3"/><path d="M34 50 L22 68 L34 64Z M54 50 L66 68 L54 64Z" fill="#e53935" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M36 66 Q44 92 52 66Z" fill="#ffb300"/></g>` +
    `<text x="16" y="30" font-family="${FONT}" font-weight="bold" font-size="16" fill="#fff">×2.5</text>`
  );
}
