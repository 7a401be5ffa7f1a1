import 'server-only';
import { hsl, starPoints, wedge, type Palette } from './art-svg';

/** Slot emblems, each drawn in a 100x100 box. Outlines are dark so they read on any background. */
const INK = '#1a0b12';

export function cherries(p: Palette): string {
  return (
    `<path d="M52 16 C46 34 38 46 32 60 M52 16 C58 34 64 48 70 62" stroke="#2f7d32" stroke-width="4.5" fill="none" stroke-linecap="round"/>` +
    `<path d="M52 16 C62 6 78 8 86 18 C74 26 60 24 52 16Z" fill="#4caf50" stroke="${INK}" stroke-width="2"/>` +
    `<circle cx="32" cy="68" r="17" fill="#d3132f" stroke="${INK}" stroke-width="3"/><circle cx="70" cy="70" r="17" fill="#e3203c" stroke="${INK}" stroke-width="3"/>` +
    `<ellipse cx="26" cy="62" rx="5" ry="3.5" fill="#fff" opacity="0.8"/><ellipse cx="64" cy="64" rx="5" ry="3.5" fill="#fff" opacity="0.8"/>` +
    `<circle cx="84" cy="30" r="3" fill="${p.glow}"/>`
  );
}

export function seven(p: Palette): string {
  return (
    `<path d="M20 16 H82 V30 L54 88 H34 L62 32 H20 Z" fill="${hsl(p.hue + 180, 90, 55)}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M24 20 H78 V28 L56 28 Z" fill="#fff" opacity="0.45"/>` +
    `<polygon points="${starPoints(84, 74, 10, 3, 4, 0)}" fill="#fff7c2"/>`
  );
}

export function gem(p: Palette): string {
  const h = p.hue + 160;
  const f = (l: number) => hsl(h, 85, l);
  return (
    `<polygon points="36,20 64,20 58,40 42,40" fill="${f(78)}"/><polygon points="16,40 36,20 42,40" fill="${f(62)}"/>` +
    `<polygon points="64,20 84,40 58,40" fill="${f(50)}"/><polygon points="16,40 42,40 50,86" fill="${f(44)}"/>` +
    `<polygon points="42,40 58,40 50,86" fill="${f(66)}"/><polygon points="58,40 84,40 50,86" fill="${f(32)}"/>` +
    `<polygon points="16,40 36,20 64,20 84,40 50,86" fill="none" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>` +
    `<polygon points="${starPoints(30, 28, 8, 2, 4, 0)}" fill="#fff"/>`
  );
}

export function pyramid(p: Palette): string {
  return (
    `<circle cx="62" cy="36" r="24" fill="${hsl(30 + (p.hue % 25), 95, 58)}" opacity="0.9"/>` +
    `<polygon points="48,18 10,82 58,82" fill="#e8c274"/><polygon points="48,18 58,82 90,82" fill="#a87a32"/>` +
    `<path d="M34 42 H54 M26 56 H56 M18 70 H58 M54 42 L62 42 M57 56 L72 56 M58 70 L82 70" stroke="${INK}" stroke-width="1.5" opacity="0.45"/>` +
    `<polygon points="48,18 10,82 90,82" fill="none" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M40 30 Q48 24 56 30 Q48 36 40 30Z" fill="#fff" stroke="${INK}" stroke-width="1.5"/><circle cx="48" cy="30" r="2.5" fill="${INK}"/>`
  );
}

export function skull(_p: Palette): string {
  const bone = '#f2ead6';
  const crossBone = (rot: number) =>
    `<g transform="rotate(${rot} 50 56)"><rect x="12" y="52" width="76" height="9" rx="4" fill="${bone}" stroke="${INK}" stroke-width="2.5"/>` +
    `<circle cx="12" cy="52" r="6" fill="${bone}" stroke="${INK}" stroke-width="2.5"/><circle cx="12" cy="61" r="6" fill="${bone}" stroke="${INK}" stroke-width="2.5"/>` +
    `<circle cx="88" cy="52" r="6" fill="${bone}" stroke="${INK}" stroke-width="2.5"/><circle cx="88" cy="61" r="6" fill="${bone}" stroke="${INK}" stroke-width="2.5"/></g>`;
  return (
    crossBone(35) +
    crossBone(-35) +
    `<path d="M28 42 A22 22 0 1 1 72 42 C72 52 66 56 64 60 V70 H36 V60 C34 56 28 52 28 42Z" fill="${bone}" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="41" cy="44" r="7" fill="${INK}"/><circle cx="59" cy="44" r="7" fill="${INK}"/><polygon points="50,50 46,58 54,58" fill="${INK}"/>` +
    `<path d="M42 62 V70 M50 62 V70 M58 62 V70" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M26 30 Q50 4 74 30 L70 22 Q50 10 30 22Z" fill="#c62828" stroke="${INK}" stroke-width="2"/>`
  );
}

export function rocket(p: Palette): string {
  return (
    `<ellipse cx="72" cy="70" rx="20" ry="20" fill="${hsl(p.hue + 140, 60, 55)}" stroke="${INK}" stroke-width="2.5"/>` +
    `<ellipse cx="72" cy="70" rx="30" ry="7" fill="none" stroke="${hsl(p.hue + 60, 90, 75)}" stroke-width="3" transform="rotate(-20 72 70)"/>` +
    `<g transform="rotate(40 44 46)"><path d="M44 10 C58 24 58 52 54 66 H34 C30 52 30 24 44 10Z" fill="#eef2f7" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="44" cy="36" r="7" fill="${hsl(p.hue + 190, 80, 60)}" stroke="${INK}" stroke-width="2.5"/>` +
    `<path d="M34 50 L22 68 L34 64Z M54 50 L66 68 L54 64Z" fill="#e53935" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M36 66 Q44 92 52 66Z" fill="#ffb300"/><path d="M40 66 Q44 80 48 66Z" fill="#fff59d"/></g>`
  );
}

export function dragon(p: Palette): string {
  const body = hsl(p.hue + 120, 70, 42);
  return (
    `<path d="M46 52 L26 14 L38 28 L42 10 L52 30 L62 18 L58 44Z" fill="${hsl(p.hue + 120, 60, 30)}" stroke="${INK}" stroke-width="2" opacity="0.9"/>` +
    `<path d="M14 88 C6 64 40 66 48 54 S80 40 70 24" stroke="${INK}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<path d="M14 88 C6 64 40 66 48 54 S80 40 70 24" stroke="${body}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M22 66 l2 -8 l4 7 M34 64 l3 -8 l3 8 M50 52 l4 -7 l2 8" fill="none" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M62 26 L64 12 L74 10 L92 20 L96 28 L80 30 L68 34Z" fill="${body}" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M66 12 L58 0 L72 10 M74 10 L72 -2 L80 12" fill="#f5e6b8" stroke="${INK}" stroke-width="1.5"/>` +
    `<circle cx="76" cy="18" r="2.8" fill="#ffeb3b" stroke="${INK}" stroke-width="1"/>` +
    `<path d="M94 28 Q104 40 92 52 Q96 40 84 32Z" fill="#ff7043" opacity="0.95"/>`
  );
}

export function helmet(_p: Palette): string {
  return (
    `<path d="M24 46 C14 40 8 26 14 12 C18 26 26 32 34 36Z" fill="#efe4c8" stroke="${INK}" stroke-width="2.5"/>` +
    `<path d="M76 46 C86 40 92 26 86 12 C82 26 74 32 66 36Z" fill="#efe4c8" stroke="${INK}" stroke-width="2.5"/>` +
    `<path d="M24 60 A26 28 0 0 1 76 60Z" fill="#9ea7b3" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M36 40 A26 28 0 0 1 50 33" stroke="#fff" stroke-width="3" fill="none" opacity="0.6"/>` +
    `<rect x="20" y="56" width="60" height="10" rx="3" fill="#8d6e3f" stroke="${INK}" stroke-width="2.5"/>` +
    `<rect x="46" y="60" width="8" height="26" rx="2" fill="#9ea7b3" stroke="${INK}" stroke-width="2.5"/>` +
    `<circle cx="30" cy="61" r="2" fill="#ffd54f"/><circle cx="70" cy="61" r="2" fill="#ffd54f"/>`
  );
}

export function lollipop(p: Palette): string {
  let swirl = '';
  for (let i = 0; i < 10; i++) swirl += `<path d="${wedge(50, 40, 28, i * 36, i * 36 + 18)}" fill="#fff"/>`;
  return (
    `<rect x="47" y="60" width="6" height="34" rx="3" fill="#f5f5f5" stroke="${INK}" stroke-width="2"/>` +
    `<circle cx="50" cy="40" r="28" fill="${hsl(p.hue + 300, 85, 62)}"/>${swirl}` +
    `<circle cx="50" cy="40" r="28" fill="none" stroke="${INK}" stroke-width="3"/>` +
    `<ellipse cx="40" cy="28" rx="7" ry="4" fill="#fff" opacity="0.7"/>` +
    `<path d="M70 80 l8 -5 l0 10Z M96 80 l-8 -5 l0 10Z" fill="${hsl(p.hue + 40, 90, 60)}" stroke="${INK}" stroke-width="1.5"/>` +
    `<ellipse cx="83" cy="80" rx="7" ry="6" fill="${hsl(p.hue + 40, 90, 60)}" stroke="${INK}" stroke-width="2"/>`
  );
}

export function sheriffStar(_p: Palette): string {
  let tips = '';
  for (let i = 0; i < 6; i++) {
    const a = ((-90 + i * 60) * Math.PI) / 180;
    tips += `<circle cx="${(50 + 40 * Math.cos(a)).toFixed(1)}" cy="${(50 + 40 * Math.sin(a)).toFixed(1)}" r="5" fill="#ffd54f" stroke="${INK}" stroke-width="2"/>`;
  }
  return (
    `<polygon points="${starPoints(50, 50, 40, 22, 6)}" fill="#f9b923" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>${tips}` +
    `<circle cx="50" cy="50" r="16" fill="#ffe082" stroke="${INK}" stroke-width="2.5"/>` +
    `<polygon points="${starPoints(50, 50, 10, 4, 5)}" fill="#c77800"/>`
  );
}

export function shell(p: Palette): string {
  let ribs = '';
  for (let i = 1; i < 8; i++) {
    const a = ((180 + i * 22.5) * Math.PI) / 180;
    ribs += `M50 78 L${(50 + 38 * Math.cos(a)).toFixed(1)} ${(46 + 38 * Math.sin(a)).toFixed(1)} `;
  }
  return (
    `<path d="M50 78 L12 46 A38 38 0 0 1 88 46 Z" fill="${hsl(p.hue + 170, 80, 70)}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${ribs}" stroke="${INK}" stroke-width="1.8" opacity="0.55"/>` +
    `<path d="M40 78 H60 L56 88 H44Z" fill="${hsl(p.hue + 170, 70, 55)}" stroke="${INK}" stroke-width="2.5"/>` +
    `<circle cx="50" cy="70" r="9" fill="#f4f1ff" stroke="${INK}" stroke-width="2"/><circle cx="47" cy="67" r="3" fill="#fff"/>` +
    `<circle cx="18" cy="20" r="4" fill="none" stroke="#b3e5fc" stroke-width="2"/><circle cx="86" cy="14" r="3" fill="none" stroke="#b3e5fc" stroke-width="2"/>`
  );
}

export function clover(_p: Palette): string {
  const leaf = (rot: number) =>
    `<path transform="rotate(${rot} 50 48)" d="M50 48 C38 40 30 22 42 16 C48 13 50 20 50 22 C50 20 52 13 58 16 C70 22 62 40 50 48Z" fill="#2fb24c" stroke="${INK}" stroke-width="2.5"/>`;
  return (
    `<path d="M50 50 Q54 74 66 92" stroke="#1b6e2e" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    leaf(0) + leaf(90) + leaf(180) + leaf(270) +
    `<circle cx="50" cy="48" r="4" fill="#a5e887"/>` +
    `<circle cx="82" cy="80" r="10" fill="#ffc107" stroke="${INK}" stroke-width="2"/><circle cx="82" cy="80" r="6" fill="none" stroke="#c77800" stroke-width="1.5"/>`
  );
}

export function aztecSun(p: Palette): string {
  return (
    `<polygon points="${starPoints(50, 50, 46, 30, 12)}" fill="${hsl(p.hue + 30, 85, 55)}" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="50" r="28" fill="#2e9e8f" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="22" fill="#f0c14b" stroke="${INK}" stroke-width="2"/>` +
    `<rect x="38" y="42" width="8" height="5" fill="${INK}"/><rect x="54" y="42" width="8" height="5" fill="${INK}"/>` +
    `<path d="M42 58 H58 V62 H42Z" fill="${INK}"/><path d="M50 46 V54" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M30 50 H34 M66 50 H70 M50 30 V33" stroke="${INK}" stroke-width="2"/>`
  );
}

export function bat(_p: Palette): string {
  return (
    `<circle cx="50" cy="44" r="34" fill="#f6e9b5"/><circle cx="62" cy="36" r="6" fill="#e8d790"/><circle cx="40" cy="58" r="4" fill="#e8d790"/>` +
    `<path d="M50 50 C46 42 40 40 30 44 C26 38 18 36 8 40 C14 44 16 50 14 56 C20 52 26 54 30 60 C34 54 40 54 44 58 L50 66 L56 58 C60 54 66 54 70 60 C74 54 80 52 86 56 C84 50 86 44 92 40 C82 36 74 38 70 44 C60 40 54 42 50 50Z" fill="#14081d"/>` +
    `<path d="M46 46 L44 38 L49 44 M54 46 L56 38 L51 44" fill="#14081d" stroke="#14081d" stroke-width="2"/>` +
    `<path d="M70 74 C70 80 64 84 64 88 A6 6 0 0 0 76 88 C76 84 70 80 70 74Z" fill="#c0102a" stroke="${INK}" stroke-width="1.5"/>`
  );
}

export function crown(p: Palette): string {
  return (
    `<polygon points="14,34 32,52 50,20 68,52 86,34 80,74 20,74" fill="#ffca28" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="18" y="72" width="64" height="12" rx="3" fill="#ffb300" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="14" cy="32" r="5" fill="#fff3c4" stroke="${INK}" stroke-width="2"/><circle cx="50" cy="18" r="5" fill="#fff3c4" stroke="${INK}" stroke-width="2"/><circle cx="86" cy="32" r="5" fill="#fff3c4" stroke="${INK}" stroke-width="2"/>` +
    `<circle cx="34" cy="78" r="3.5" fill="#e53935"/><circle cx="50" cy="78" r="3.5" fill="${hsl(p.hue + 180, 80, 50)}"/><circle cx="66" cy="78" r="3.5" fill="#43a047"/>` +
    `<polygon points="50,46 56,56 50,66 44,56" fill="#e53935" stroke="${INK}" stroke-width="2"/>`
  );
}

export function lightning(p: Palette): string {
  return (
    `<g fill="#cfd8e6" stroke="${INK}" stroke-width="2.5"><circle cx="30" cy="30" r="14"/><circle cx="50" cy="22" r="18"/><circle cx="70" cy="30" r="14"/><rect x="18" y="28" width="64" height="16" rx="8"/></g>` +
    `<rect x="19" y="29" width="62" height="13" rx="6" fill="#cfd8e6"/>` +
    `<polygon points="54,38 34,66 48,66 40,96 70,58 54,58 64,38" fill="${hsl(p.hue + 50, 100, 62)}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>` +
    `<polygon points="54,42 42,62 50,62" fill="#fff" opacity="0.6"/>`
  );
}
