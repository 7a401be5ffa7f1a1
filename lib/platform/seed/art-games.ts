import 'server-only';
import { EMBLEMS, THEME_HUES } from './art-emblems';
import { coin, hsl, outlinedTitle, paletteFor, particles, place, rays, starPoints, svgDoc, wrapWords, type Palette } from './art-svg';
import type { GameSeed } from './games';
import { hashString, mulberry32 } from './prng';

type Backdrop = 'rays' | 'rings' | 'stripes' | 'dots';
const BACKDROPS: readonly Backdrop[] = ['rays', 'rings', 'stripes', 'dots'];

function backdrop(kind: Backdrop, w: number, h: number, cx: number, cy: number, p: Palette, rng: () => number): string {
  const reach = Math.hypot(w, h);
  switch (kind) {
    case 'rays':
      return rays(cx, cy, reach, 16 + Math.floor(rng() * 8), rng() * 30, p.light, 0.09);
    case 'rings': {
      let out = '';
      for (let r = 30; r < reach; r += 26) out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${p.light}" stroke-width="9" opacity="0.06"/>`;
      return out + rays(cx, cy, reach, 12, rng() * 30, p.light, 0.05);
    }
    case 'stripes': {
      let d = '';
      for (let x = -h; x < w + h; x += 36) d += `M${x} 0 L${x + 18} 0 L${x + 18 + h} ${h} L${x + h} ${h}Z `;
      return `<path d="${d}" fill="${p.light}" opacity="0.06"/>` + rays(cx, cy, reach, 10, rng() * 36, p.light, 0.05);
    }
    case 'dots': {
      let out = '';
      for (let y = 10; y < h; y += 22) for (let x = (y / 22) % 2 ? 21 : 10; x < w; x += 22) out += `<circle cx="${x}" cy="${y}" r="3" fill="${p.light}"/>`;
      return `<g opacity="0.08">${out}</g>` + rays(cx, cy, reach, 14, rng() * 30, p.light, 0.06);
    }
  }
}

type Layout = 'single' | 'trio' | 'coins' | 'halo';
const LAYOUTS: readonly Layout[] = ['single', 'trio', 'coins', 'halo'];

/** The emblem, alone or with companions: copies behind it, flying coins or a ring of stars. */
function emblemGroup(layout: Layout, drawing: string, cx: number, cy: number, size: number, tilt: number, p: Palette, rng: () => number): string {
  const main = place(drawing, cx, cy, size, tilt);
  switch (layout) {
    case 'single':
      return main;
    case 'trio':
      return (
        `<g opacity="0.8">${place(drawing, cx - size * 0.62, cy + size * 0.08, size * 0.55, tilt - 18)}${place(drawing, cx + size * 0.62, cy + size * 0.08, size * 0.55, tilt + 18)}</g>` + main
      );
    case 'coins': {
      let out = '';
      for (let i = 0; i < 5; i++) {
        const a = Math.PI * (0.1 + rng() * 0.8) + (i % 2 ? 0 : Math.PI);
        const d = size * (0.55 + rng() * 0.2);
        out += coin(cx + Math.cos(a) * d * 1.2, cy + Math.sin(a) * d * 0.7, size * (0.07 + rng() * 0.05), 0.5 + rng() * 0.5);
      }
      return main + out;
    }
    case 'halo': {
      let out = `<circle cx="${cx}" cy="${cy}" r="${(size * 0.58).toFixed(1)}" fill="none" stroke="${p.glow}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round" opacity="0.8"/>`;
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4 + rng() * 0.2;
        const r = size * 0.05;
        out += `<polygon points="${starPoints(cx + Math.cos(a) * size * 0.58, cy + Math.sin(a) * size * 0.58, r, r * 0.4, 5)}" fill="${p.light}"/>`;
      }
      return out + main;
    }
  }
}

/**
 * A game tile: themed gradient, backdrop pattern, glowing emblem and the name in outlined letters.
 * Palette, backdrop, emblem tilt and sparkles all derive from the slug, so every tile differs.
 */
export function gamePicture(game: GameSeed, width: number, height: number): string {
  const seed = hashString(game.slug);
  const rng = mulberry32(seed);
  const hue = THEME_HUES[game.theme] + ((seed % 90) - 45);
  const p = paletteFor(hue);
  const tall = height > width;
  const cx = width / 2;
  const cy = height * 0.4;
  const drawn = LAYOUTS[(seed >>> 5) % LAYOUTS.length] ?? 'single';
  // The crash chart is a wide picture of its own; copies beside it only clutter the tile.
  const layout = drawn === 'trio' && game.theme === 'crash' ? 'halo' : drawn;
  const shrink = layout === 'single' ? 1 : 0.88;
  const size = (tall ? width * 0.8 : height * 0.68) * (0.92 + rng() * 0.12) * shrink;
  const tilt = (rng() - 0.5) * 16;
  const kind = BACKDROPS[seed % BACKDROPS.length] ?? 'rays';
  const lines = wrapWords(game.name, tall ? 11 : 16, tall ? 3 : 2);
  const titleBottom = height - (tall ? 22 : 16);

  const defs =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.75"/><stop offset="0.6" stop-color="${p.accent}" stop-opacity="0.18"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient></defs>`;
  const body =
    defs +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    backdrop(kind, width, height, cx, cy, p, rng) +
    `<circle cx="${cx}" cy="${cy}" r="${(size * 0.75).toFixed(1)}" fill="url(#glow)"/>` +
    particles(rng, width, height * 0.75, tall ? 26 : 22, p.light) +
    `<ellipse cx="${cx}" cy="${(cy + size * 0.5).toFixed(1)}" rx="${(size * 0.38).toFixed(1)}" ry="${(size * 0.06).toFixed(1)}" fill="#000" opacity="0.35"/>` +
    emblemGroup(layout, EMBLEMS[game.theme](p), cx, cy, size, tilt, p, rng) +
    `<rect y="${(height * 0.62).toFixed(1)}" width="${width}" height="${(height * 0.38).toFixed(1)}" fill="url(#shade)"/>` +
    outlinedTitle(lines, cx, titleBottom, width * 0.9, tall ? 30 : 28, hsl(hue + 30, 100, 82)) +
    `<rect x="3" y="3" width="${width - 6}" height="${height - 6}" rx="10" fill="none" stroke="${p.accent}" stroke-width="2" opacity="0.55"/>`;
  return svgDoc(width, height, body);
}
