import 'server-only';
import type { BannerArt } from './banners';
import { EMBLEMS } from './art-emblems';
import { cherries, crown, gem, rocket, seven } from './art-emblems-slots';
import { coin, hsl, paletteFor, particles, place, rays, starPoints, svgDoc, type Palette } from './art-svg';
import { rngFor } from './prng';

/** Banner illustrations: a scene on the right, a calm dark left side where the page lays its text. */
const INK = '#1a0b12';

function coins(rng: () => number, cx: number, cy: number, spread: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rng() * Math.PI * 2;
    const d = spread * (0.45 + rng() * 0.55);
    out += coin(cx + Math.cos(a) * d * 1.4, cy + Math.sin(a) * d * 0.8, 10 + rng() * 14, 0.45 + rng() * 0.55);
  }
  return out;
}

function coinPile(cx: number, baseY: number, r: number): string {
  let out = '';
  const rows = [7, 6, 5, 4, 3];
  rows.forEach((n, row) => {
    for (let i = 0; i < n; i++) out += coin(cx + (i - (n - 1) / 2) * r * 1.9, baseY - row * r * 0.9, r, 0.45);
  });
  return out;
}

function giftBox(p: Palette): string {
  return (
    `<rect x="16" y="40" width="68" height="48" rx="4" fill="${p.accent}" stroke="${INK}" stroke-width="3"/>` +
    `<rect x="12" y="30" width="76" height="14" rx="3" fill="${p.glow}" stroke="${INK}" stroke-width="3"/>` +
    `<rect x="44" y="30" width="12" height="58" fill="#ffd54f" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M50 30 C38 6 18 14 28 28Z M50 30 C62 6 82 14 72 28Z" fill="#ffd54f" stroke="${INK}" stroke-width="2.5"/>`
  );
}

function trophy(): string {
  return (
    `<path d="M28 20 C6 20 8 48 32 50 M72 20 C94 20 92 48 68 50" stroke="#f6b900" stroke-width="6" fill="none"/>` +
    `<path d="M26 14 H74 V34 C74 52 62 62 50 62 C38 62 26 52 26 34Z" fill="#ffca28" stroke="${INK}" stroke-width="3"/>` +
    `<rect x="44" y="62" width="12" height="14" fill="#f6b900" stroke="${INK}" stroke-width="2.5"/>` +
    `<rect x="30" y="76" width="40" height="12" rx="3" fill="#8d5524" stroke="${INK}" stroke-width="3"/>` +
    `<polygon points="${starPoints(50, 34, 12, 5, 5)}" fill="#fff3c4"/>`
  );
}

function planet(p: Palette): string {
  return (
    `<circle cx="50" cy="50" r="34" fill="${hsl(p.hue + 160, 55, 50)}" stroke="${INK}" stroke-width="2.5"/>` +
    `<path d="M24 40 Q50 30 76 42 M20 56 Q50 48 80 60" stroke="#fff" stroke-width="4" opacity="0.25" fill="none"/>` +
    `<ellipse cx="50" cy="50" rx="50" ry="12" fill="none" stroke="${hsl(p.hue + 40, 90, 75)}" stroke-width="4" transform="rotate(-18 50 50)"/>`
  );
}

function reels(p: Palette): string {
  const symbols = [cherries(p), seven(p), gem(p)];
  let out = `<rect x="-8" y="14" width="116" height="72" rx="10" fill="${hsl(p.hue, 40, 15)}" stroke="#ffca28" stroke-width="3"/>`;
  symbols.forEach((s, i) => {
    const x = 0 + i * 36;
    out += `<rect x="${x}" y="22" width="32" height="56" rx="5" fill="#fdfaf2" stroke="${INK}" stroke-width="2"/>` + place(s, x + 16, 50, 28);
  });
  return out;
}

function illustration(art: BannerArt, p: Palette, cx: number, cy: number, h: number, rng: () => number): string {
  switch (art.scene) {
    case 'welcome':
    case 'popup':
      return coins(rng, cx, cy, h * 0.45, 9) + place(giftBox(p), cx, cy, h * 0.85, -6) + coins(rng, cx, cy + h * 0.1, h * 0.48, 4);
    case 'newgames':
      return place(planet(p), cx + h * 0.5, cy + h * 0.2, h * 0.55) + place(rocket(p), cx - h * 0.08, cy - h * 0.02, h * 1.0, 8);
    case 'hero':
      return place(planet(p), cx - h * 0.45, cy - h * 0.22, h * 0.4) + place(planet(paletteFor(p.hue + 90)), cx + h * 0.55, cy + h * 0.15, h * 0.62) + place(rocket(p), cx, cy, h * 0.9, -12);
    case 'promo':
      return place(reels(p), cx, cy, h * 1.05) + coins(rng, cx, cy + h * 0.3, h * 0.3, 5);
    case 'jackpot':
      return coinPile(cx, cy + h * 0.36, h * 0.07) + place(crown(p), cx, cy - h * 0.18, h * 0.62, 0) + coins(rng, cx, cy - h * 0.1, h * 0.4, 6);
    case 'tournament':
      return place(trophy(), cx, cy, h * 0.95) + coins(rng, cx, cy + h * 0.25, h * 0.35, 4);
    case 'provider': {
      const themes = art.themes.slice(0, 3);
      return themes
        .map((t, i) => {
          const offset = (i - (themes.length - 1) / 2) * h * 0.56;
          return place(EMBLEMS[t](paletteFor(p.hue + i * 40)), cx + offset, cy + (i % 2 ? h * 0.05 : -h * 0.04), h * (i === 1 ? 0.75 : 0.6), (i - 1) * 10);
        })
        .join('');
    }
  }
}

export function bannerPicture(art: BannerArt): string {
  const { width: w, height: h } = art;
  const rng = rngFor(`banner:${art.key}`);
  const p = paletteFor(art.hue);
  const wide = w >= 2 * h;
  const cx = wide ? w * (art.scene === 'provider' ? 0.7 : 0.72) : w / 2;
  const cy = h / 2;
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.dark}"/><stop offset="0.55" stop-color="${p.mid}"/><stop offset="1" stop-color="${hsl(art.hue + 40, 70, 22)}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.8"/><stop offset="0.5" stop-color="${p.accent}" stop-opacity="0.25"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="veil" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.dark}" stop-opacity="0.92"/><stop offset="0.5" stop-color="${p.dark}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.dark}" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    rays(cx, cy, Math.hypot(w, h), 24, rng() * 15, p.light, 0.07) +
    `<circle cx="${cx}" cy="${cy}" r="${h * 0.6}" fill="url(#glow)"/>` +
    particles(rng, w, h, wide ? 70 : 40, p.light) +
    illustration(art, p, cx, cy, h, rng) +
    (wide ? `<rect width="${w * 0.6}" height="${h}" fill="url(#veil)"/>` : '');
  return svgDoc(w, h, body);
}
