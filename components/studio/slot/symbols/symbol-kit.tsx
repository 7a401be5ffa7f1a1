import type { ReactElement, ReactNode } from 'react';

/**
 * The drawing kit the theme files share. Every symbol is drawn on a 100 × 100 view box with flat
 * fills and light/shade overlays (no gradients, filters or ids, so any number of copies can sit
 * on a page and server and browser render the same markup).
 */

/** What a drawing gets: the symbol's colour from its theme (lib/domain/studio/slot-themes.ts). */
export interface ArtProps {
  colour: string;
}

export type SymbolDrawing = (props: ArtProps) => ReactElement;

/** A theme's pen: wraps every drawing of the theme, e.g. in its outline or its neon glow. */
export type ThemePen = (props: ArtProps & { children: ReactNode }) => ReactElement;

export interface ThemeArt {
  pen: ThemePen;
  /** Colour of the wild's burst and the scatter's rays behind those two symbols. */
  mark: string;
  /** Drawings by symbol id. */
  symbols: Readonly<Record<string, SymbolDrawing>>;
}

/** `a` mixed towards `b` by `t` (0–1); both #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const darker = (colour: string, t = 0.35) => mix(colour, '#000000', t);
export const lighter = (colour: string, t = 0.45) => mix(colour, '#ffffff', t);

/** Points of an n-pointed star (or a polygon when inner = outer), first point straight up. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, n: number, turn = 0): string {
  return Array.from({ length: n * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((i * 180) / n + turn - 90) * (Math.PI / 180);
    return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
}

/** A white highlight, never outlined by the pen. */
export const Gloss = ({ d, opacity = 0.6 }: { d: string; opacity?: number }) => <path d={d} fill="#fff" fillOpacity={opacity} stroke="none" />;

/** A shadow laid over a shape's far side, never outlined by the pen. */
export const Shade = ({ d, opacity = 0.22 }: { d: string; opacity?: number }) => <path d={d} fill="#000" fillOpacity={opacity} stroke="none" />;

/** A stroke drawn as a band: `ink` edges around a `colour` core (pen strokes only outline fills). */
export function Band({ d, colour, ink, width, edge = 3 }: { d: string; colour: string; ink: string; width: number; edge?: number }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} stroke={ink} strokeWidth={width + edge * 2} />
      <path d={d} stroke={colour} strokeWidth={width} />
    </g>
  );
}

/** A pen that outlines every shape with one ink. */
export function outlinePen(ink: string, width: number, join: 'round' | 'miter' = 'round'): ThemePen {
  function OutlinePen({ children }: ArtProps & { children: ReactNode }) {
    return (
      <g stroke={ink} strokeWidth={width} strokeLinejoin={join} strokeLinecap="round" strokeMiterlimit={3}>
        {children}
      </g>
    );
  }
  return OutlinePen;
}
