import 'server-only';
/** Small SVG building blocks shared by the generated pictures. */

export const FONT = "DejaVu Sans, Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

export function hsl(h: number, s: number, l: number, a = 1): string {
  const hue = ((Math.round(h) % 360) + 360) % 360;
  return a >= 1 ? `hsl(${hue},${s}%,${l}%)` : `hsla(${hue},${s}%,${l}%,${a})`;
}

export interface Palette {
  hue: number;
  dark: string;
  mid: string;
  accent: string;
  glow: string;
  light: string;
}

export function paletteFor(hue: number): Palette {
  return {
    hue,
    dark: hsl(hue, 65, 9),
    mid: hsl(hue + 12, 70, 30),
    accent: hsl(hue - 15, 90, 58),
    glow: hsl(hue + 25, 100, 70),
    light: hsl(hue, 90, 88),
  };
}

export function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Places a drawing made in a 100x100 box, centred at (cx, cy) with the given size. */
export function place(drawing: string, cx: number, cy: number, size: number, rotate = 0): string {
  const s = size / 100;
  return `<g transform="translate(${cx} ${cy}) rotate(${rotate.toFixed(1)}) scale(${s.toFixed(3)}) translate(-50 -50)">${drawing}</g>`;
}

/** Points of a star polygon around (cx, cy). */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points: number, turn = -90): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((turn + (i * 180) / points) * Math.PI) / 180;
    out.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(' ');
}

/** A pie slice path from angle a0 to a1 (degrees). */
export function wedge(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const p = (a: number) => `${(cx + r * Math.cos((a * Math.PI) / 180)).toFixed(2)} ${(cy + r * Math.sin((a * Math.PI) / 180)).toFixed(2)}`;
  return `M${cx} ${cy} L${p(a0)} A${r} ${r} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${p(a1)} Z`;
}

/** Light rays fanning out of (cx, cy). */
export function rays(cx: number, cy: number, length: number, count: number, turn: number, color: string, opacity: number): string {
  const step = 360 / count;
  let d = '';
  for (let i = 0; i < count; i++) d += `${wedge(cx, cy, length, turn + i * step, turn + i * step + step / 2)} `;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

/** Sparkles and dots scattered over the picture. */
export function particles(rng: () => number, width: number, height: number, count: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = (rng() * width).toFixed(1);
    const y = (rng() * height).toFixed(1);
    const o = (0.25 + rng() * 0.6).toFixed(2);
    if (rng() < 0.3) {
      const r = 3 + rng() * 5;
      out += `<polygon points="${starPoints(Number(x), Number(y), r, r / 4, 4, 0)}" fill="${color}" opacity="${o}"/>`;
    } else {
      out += `<circle cx="${x}" cy="${y}" r="${(0.8 + rng() * 2.2).toFixed(1)}" fill="${color}" opacity="${o}"/>`;
    }
  }
  return out;
}

/** Splits a title into at most maxLines lines of roughly equal length. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last.length + 1 + word.length <= maxChars || lines.length >= maxLines)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Bold title with a dark outline and drop shadow, centred on cx; lines grow upwards from baseline y.
 * The font size shrinks so the longest line fits maxWidth.
 */
export function outlinedTitle(lines: string[], cx: number, bottomY: number, maxWidth: number, maxFont: number, fill: string): string {
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const size = Math.min(maxFont, maxWidth / (longest * 0.66));
  const lineHeight = size * 1.1;
  const common = `x="${cx}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size.toFixed(1)}"`;
  let out = '';
  lines.forEach((line, i) => {
    const y = (bottomY - (lines.length - 1 - i) * lineHeight).toFixed(1);
    const t = escapeXml(line);
    out +=
      `<text ${common} y="${y}" dx="2" dy="3" fill="#000" opacity="0.55">${t}</text>` +
      `<text ${common} y="${y}" fill="none" stroke="#14051f" stroke-width="${(size / 5).toFixed(1)}" stroke-linejoin="round">${t}</text>` +
      `<text ${common} y="${y}" fill="${fill}">${t}</text>`;
  });
  return out;
}

/** A gold coin; squash < 1 tilts it away from the viewer. */
export function coin(x: number, y: number, r: number, squash: number): string {
  return (
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(1 ${squash.toFixed(2)})">` +
    `<circle r="${r}" fill="#f6b900" stroke="#1a0b12" stroke-width="2.5"/><circle r="${(r * 0.72).toFixed(1)}" fill="#ffd54f" stroke="#c77800" stroke-width="2"/>` +
    `<polygon points="${starPoints(0, 0, r * 0.42, r * 0.17, 5)}" fill="#c77800"/></g>`
  );
}
