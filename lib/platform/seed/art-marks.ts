import 'server-only';
import { escapeXml, FONT, hsl, paletteFor, place, starPoints, svgDoc } from './art-svg';
import { cherries } from './art-emblems-slots';
import { chip, SUITS } from './art-emblems-table';
import type { CategoryIcon } from './categories';
import type { ProducerSeed } from './providers';
import type { FooterMark } from './seo';

/** Studio logo, 200x100: a monogram medallion and the studio name. */
export function producerLogo(p: ProducerSeed): string {
  const pal = paletteFor(p.hue);
  const words = p.name.split(' ');
  const initials = words.slice(0, 2).map((w) => w[0] ?? '').join('');
  const [first = '', ...rest] = words;
  const second = rest.join(' ');
  const size1 = Math.min(24, 112 / (first.length * 0.7));
  const size2 = Math.min(14, 110 / (Math.max(second.length, 1) * 0.8));
  return svgDoc(
    200,
    100,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.mid}"/><stop offset="1" stop-color="${pal.dark}"/></linearGradient></defs>` +
      `<rect x="2" y="2" width="196" height="96" rx="16" fill="url(#bg)" stroke="${pal.accent}" stroke-width="3"/>` +
      `<circle cx="42" cy="50" r="28" fill="${pal.accent}" stroke="${pal.light}" stroke-width="3"/>` +
      `<polygon points="${starPoints(42, 50, 24, 19, 12)}" fill="${pal.glow}" opacity="0.35"/>` +
      `<text x="42" y="59" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="24" fill="${pal.dark}">${escapeXml(initials)}</text>` +
      `<text x="78" y="${second ? 50 : 58}" font-family="${FONT}" font-weight="bold" font-size="${size1.toFixed(1)}" fill="#fff">${escapeXml(first)}</text>` +
      (second ? `<text x="79" y="72" font-family="${FONT}" font-weight="bold" font-size="${size2.toFixed(1)}" fill="${pal.light}" letter-spacing="1">${escapeXml(second.toUpperCase())}</text>` : ''),
  );
}

const GLYPHS: Record<CategoryIcon, string> = {
  star: `<polygon points="${starPoints(50, 52, 40, 17, 5)}" fill="#ffd54f" stroke="#3e2500" stroke-width="3" stroke-linejoin="round"/>`,
  sparkle:
    `<polygon points="${starPoints(44, 54, 38, 9, 4, 0)}" fill="#fff" stroke="#0d3b26" stroke-width="2"/>` +
    `<polygon points="${starPoints(78, 24, 16, 4, 4, 0)}" fill="#b9f6ca"/>`,
  thumb: `<path d="M50 84 C20 62 8 46 14 30 C20 14 42 14 50 30 C58 14 80 14 86 30 C92 46 80 62 50 84Z" fill="#ff5f7e" stroke="#3b0716" stroke-width="3"/>`,
  cherries: cherries(paletteFor(340)),
  spade: `<path transform="translate(12 10) scale(3.8)" d="${SUITS.spade}" fill="#14121a" stroke="#e8f5e9" stroke-width="0.6"/>`,
  coins:
    `<ellipse cx="50" cy="80" rx="30" ry="9" fill="#e0a800" stroke="#3e2500" stroke-width="2.5"/><ellipse cx="50" cy="70" rx="30" ry="9" fill="#ffc107" stroke="#3e2500" stroke-width="2.5"/>` +
    `<ellipse cx="50" cy="60" rx="30" ry="9" fill="#ffd54f" stroke="#3e2500" stroke-width="2.5"/><circle cx="50" cy="34" r="20" fill="#ffca28" stroke="#3e2500" stroke-width="3"/>` +
    `<polygon points="${starPoints(50, 34, 10, 4, 5)}" fill="#c77800"/>`,
  gift:
    `<rect x="16" y="40" width="68" height="46" rx="4" fill="#ab47bc" stroke="#24072b" stroke-width="3"/><rect x="12" y="30" width="76" height="14" rx="3" fill="#ce93d8" stroke="#24072b" stroke-width="3"/>` +
    `<rect x="44" y="30" width="12" height="56" fill="#ffd54f" stroke="#24072b" stroke-width="2"/>` +
    `<path d="M50 30 C40 10 22 16 30 28Z M50 30 C60 10 78 16 70 28Z" fill="#ffd54f" stroke="#24072b" stroke-width="2.5"/>`,
  bolt: `<polygon points="58,8 24,56 46,56 38,92 76,40 54,40 66,8" fill="#ffeb3b" stroke="#3e1b00" stroke-width="3" stroke-linejoin="round"/>`,
  grid: [0, 1, 2]
    .flatMap((r) => [0, 1, 2].map((c) => `<rect x="${14 + c * 25}" y="${14 + r * 25}" width="20" height="20" rx="5" fill="${(r + c) % 2 ? '#90caf9' : '#e3f2fd'}"/>`))
    .join(''),
};

/** Category icon, 96x96: a glyph on a glowing disc. */
export function categoryIcon(icon: CategoryIcon, hue: number): string {
  const pal = paletteFor(hue);
  return svgDoc(
    96,
    96,
    `<defs><radialGradient id="bg" cx="0.35" cy="0.3"><stop offset="0" stop-color="${pal.accent}"/><stop offset="1" stop-color="${pal.dark}"/></radialGradient></defs>` +
      `<circle cx="48" cy="48" r="45" fill="url(#bg)" stroke="${pal.light}" stroke-width="3"/>` +
      place(GLYPHS[icon], 48, 48, 62),
  );
}

const METALS: readonly [string, string, string][] = [
  ['#f0b27a', '#a0522d', '#5d2f12'], // bronze
  ['#f5f7fa', '#9aa5b1', '#4a5560'], // silver
  ['#fff3b0', '#e0a800', '#7a5600'], // gold
  ['#e0f7fa', '#80deea', '#1f6f7a'], // platinum
  ['#ffd1dc', '#e0115f', '#6a0030'], // ruby
];

/** Level medal, 128x128: ribbon, metal by tier, the level number. */
export function levelMedal(index: number): string {
  const [hi, mid, lo] = METALS[Math.min(METALS.length - 1, Math.floor((index - 1) / 2))] ?? ['#fff', '#999', '#333'];
  const ribbon = hsl(200 + index * 23, 70, 45);
  return svgDoc(
    128,
    128,
    `<defs><radialGradient id="m" cx="0.35" cy="0.3"><stop offset="0" stop-color="${hi}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${lo}"/></radialGradient></defs>` +
      `<path d="M38 70 L22 122 L40 112 L50 126 L62 76Z M90 70 L106 122 L88 112 L78 126 L66 76Z" fill="${ribbon}" stroke="#120a1a" stroke-width="2.5"/>` +
      `<polygon points="${starPoints(64, 56, 52, 44, 16)}" fill="${lo}"/>` +
      `<circle cx="64" cy="56" r="42" fill="url(#m)" stroke="#120a1a" stroke-width="3"/>` +
      `<circle cx="64" cy="56" r="33" fill="none" stroke="${hi}" stroke-width="2.5" opacity="0.8"/>` +
      `<text x="64" y="${index >= 10 ? 70 : 72}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${index >= 10 ? 36 : 44}" fill="#fff" stroke="${lo}" stroke-width="2">${index}</text>`,
  );
}

const MARK_GLYPHS: Record<FooterMark, [glyph: string, label: string]> = {
  age18: [`<circle cx="24" cy="24" r="19" fill="none" stroke="#e53935" stroke-width="4"/><text x="24" y="30" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="15" fill="#eceff1">18+</text>`, 'ADULTS'],
  licence: [`<path d="M24 5 L40 11 V24 C40 34 33 40 24 44 C15 40 8 34 8 24 V11Z" fill="none" stroke="#cfd8dc" stroke-width="3"/><path d="M16 24 L22 30 L33 18" fill="none" stroke="#66bb6a" stroke-width="4"/>`, 'LICENSED'],
  responsible: [`<path d="M24 40 C8 29 4 20 8 13 C12 6 21 7 24 14 C27 7 36 6 40 13 C44 20 40 29 24 40Z" fill="none" stroke="#cfd8dc" stroke-width="3"/><path d="M17 22 H31" stroke="#cfd8dc" stroke-width="3"/>`, 'PLAY SAFE'],
  card: [`<rect x="5" y="11" width="38" height="26" rx="4" fill="none" stroke="#cfd8dc" stroke-width="3"/><rect x="5" y="17" width="38" height="5" fill="#cfd8dc"/><rect x="10" y="28" width="10" height="4" fill="#ffb300"/>`, 'CARDS'],
  ewallet: [`<rect x="5" y="12" width="36" height="26" rx="5" fill="none" stroke="#cfd8dc" stroke-width="3"/><path d="M30 20 H43 V30 H30 A5 5 0 0 1 30 20Z" fill="#cfd8dc"/><circle cx="33" cy="25" r="2" fill="#263238"/>`, 'E-WALLET'],
  crypto: [chip(24, 24, 18, '#37474f').replace(/#fff/g, '#cfd8dc'), 'CRYPTO'],
};

/** Footer mark, 150x48: monochrome glyph and a short label, for a dark footer. */
export function footerMark(key: FooterMark): string {
  const [glyph, label] = MARK_GLYPHS[key];
  return svgDoc(
    150,
    48,
    glyph + `<text x="50" y="30" font-family="${FONT}" font-weight="bold" font-size="${Math.min(15, 96 / (label.length * 0.68)).toFixed(1)}" fill="#cfd8dc">${label}</text>`,
  );
}
