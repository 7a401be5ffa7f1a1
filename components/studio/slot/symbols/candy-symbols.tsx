import type { ReactNode } from 'react';
import { Band, darker, Gloss, lighter, Shade, type ArtProps, type ThemeArt } from './symbol-kit';

/** Candy shop: plump sweets outlined in a deeper shade of their own colour, sugar-glossy, sprinkled. */

const CREAM = '#fff6fa';
const CHERRY = '#e5383b';
const SPRINKLES = ['#3a86ff', '#ffbe0b', '#06d6a0', '#ff006e', '#fff'];

function SugarPen({ colour, children }: ArtProps & { children: ReactNode }) {
  return (
    <g stroke={darker(colour, 0.45)} strokeWidth={4} strokeLinejoin="round" strokeLinecap="round">
      {children}
    </g>
  );
}

/** Little sugar strands: [x, y, angle]. */
const Sprinkles = ({ at }: { at: readonly (readonly [number, number, number])[] }) => (
  <g strokeWidth={3} strokeLinecap="round">
    {at.map(([x, y, deg], i) => (
      <path key={`${x}-${y}`} d={`M${x - 3} ${y} H${x + 3}`} transform={`rotate(${deg} ${x} ${y})`} stroke={SPRINKLES[i % SPRINKLES.length]} />
    ))}
  </g>
);

const BANDS = [38, 31, 24, 17];

const Rainbow = ({ colour }: ArtProps) => {
  const colours = [colour, '#fb5607', '#ffbe0b', '#3a86ff'];
  return (
    <>
      {BANDS.map((r, i) => (
        <path key={r} d={`M${50 - r} 66 A${r} ${r} 0 0 1 ${50 + r} 66 H${57 - r} A${r - 7} ${r - 7} 0 0 0 ${43 + r} 66 Z`} fill={colours[i]} strokeWidth={2.5} />
      ))}
      <path d="M4 76 C2 66 12 62 18 66 C20 58 32 58 33 68 C40 68 40 78 34 80 H8 C4 80 4 78 4 76 Z" fill={CREAM} />
      <path d="M96 76 C98 66 88 62 82 66 C80 58 68 58 67 68 C60 68 60 78 66 80 H92 C96 80 96 78 96 76 Z" fill={CREAM} />
    </>
  );
};

const Lollipop = ({ colour }: ArtProps) => (
  <>
    <Band d="M50 62 V96" colour={CREAM} ink={darker(colour, 0.45)} width={6} edge={2} />
    <circle cx={50} cy={38} r={31} fill={colour} />
    <path d="M50 38 A3 3 0 0 1 56 38 A6 6 0 0 1 44 38 A9 9 0 0 1 62 38 A12 12 0 0 1 38 38 A15 15 0 0 1 68 38 A18 18 0 0 1 32 38 A21 21 0 0 1 74 38" fill="none" stroke={CREAM} strokeWidth={4.5} />
    <path d="M50 72 L38 66 L40 78 Z M50 72 L62 66 L60 78 Z" fill="#3a86ff" strokeWidth={2.5} />
    <Gloss d="M28 26 C32 18 40 12 48 11 C40 16 34 22 31 30 Z" opacity={0.7} />
  </>
);

const Cake = ({ colour }: ArtProps) => (
  <>
    <ellipse cx={50} cy={88} rx={42} ry={6} fill={CREAM} />
    <rect x={14} y={56} width={72} height={30} rx={5} fill={colour} />
    <rect x={26} y={34} width={48} height={24} rx={5} fill={lighter(colour, 0.3)} />
    <path d="M14 60 V58 Q14 56 18 56 H82 Q86 56 86 58 V62 Q80 70 76 62 Q70 72 64 62 Q56 70 50 62 Q44 72 36 62 Q30 70 24 62 Q18 68 14 60 Z" fill={CREAM} strokeWidth={2.5} />
    <path d="M26 38 Q26 34 30 34 H70 Q74 34 74 38 Q68 46 64 40 Q58 48 52 40 Q46 48 40 40 Q34 46 26 38 Z" fill={CREAM} strokeWidth={2.5} />
    {[36, 50, 64].map((x) => (
      <g key={x}>
        <rect x={x - 2.5} y={18} width={5} height={16} fill="#3a86ff" strokeWidth={2} />
        <path d={`M${x} 6 Q${x + 5} 12 ${x} 16 Q${x - 5} 12 ${x} 6 Z`} fill="#ffbe0b" stroke="#fb5607" strokeWidth={1.5} />
      </g>
    ))}
    <Sprinkles
      at={[
        [24, 76, 30],
        [40, 80, -20],
        [58, 76, 60],
        [74, 80, -40],
      ]}
    />
  </>
);

const ICING = Array.from({ length: 24 }, (_, i) => {
  const a = (i * 15 * Math.PI) / 180;
  const r = 32 + (i % 2 === 0 ? 2.5 : -1.5);
  return `${(50 + r * Math.cos(a)).toFixed(1)} ${(50 + r * Math.sin(a)).toFixed(1)}`;
});

const Donut = ({ colour }: ArtProps) => (
  <>
    <path fillRule="evenodd" fill={colour} d="M50 10 A40 40 0 1 1 49.99 10 Z M50 37 A13 13 0 1 0 50.01 37 Z" />
    <path fillRule="evenodd" fill="#ff8fab" strokeWidth={2.5} d={`M${ICING.join(' L')} Z M50 34 A16 16 0 1 0 50.01 34 Z`} />
    <Sprinkles
      at={[
        [30, 34, 20],
        [50, 26, -30],
        [70, 34, 70],
        [74, 56, 10],
        [62, 72, -50],
        [40, 74, 40],
        [26, 58, -70],
      ]}
    />
    <Gloss d="M24 36 C28 26 36 20 44 19 C36 24 31 30 29 38 Z" opacity={0.6} />
  </>
);

const Cupcake = ({ colour }: ArtProps) => (
  <>
    <path d="M22 52 H78 L70 92 H30 Z" fill={colour} />
    <path d="M34 56 L38 90 M46 56 L47 90 M54 56 L53 90 M66 56 L62 90" fill="none" stroke={darker(colour, 0.25)} strokeWidth={2.5} />
    <path d="M16 56 C10 44 22 36 30 40 C28 28 42 24 48 30 C52 20 68 22 68 32 C80 32 88 44 84 56 Z" fill={CREAM} />
    <path d="M30 42 Q46 50 66 34" fill="none" stroke="#ffafcc" strokeWidth={3} />
    <path d="M56 20 Q60 10 68 8" fill="none" stroke="#2d6a4f" strokeWidth={2.5} />
    <circle cx={55} cy={22} r={7} fill={CHERRY} />
    <Sprinkles
      at={[
        [26, 50, 30],
        [42, 40, -40],
        [70, 46, 60],
      ]}
    />
  </>
);

const SQUARES = [
  [24, 18],
  [46, 18],
  [24, 38],
  [46, 38],
] as const;

const Chocolate = ({ colour }: ArtProps) => (
  <g transform="rotate(-14 50 50)">
    <rect x={20} y={14} width={48} height={74} rx={4} fill={colour} />
    {SQUARES.map(([x, y]) => (
      <g key={`${x}-${y}`}>
        <rect x={x} y={y} width={18} height={16} rx={2} fill={lighter(colour, 0.15)} strokeWidth={2} />
        <Shade d={`M${x + 18} ${y} V${y + 16} H${x} L${x + 4} ${y + 12} H${x + 14} V${y + 4} Z`} opacity={0.25} />
      </g>
    ))}
    <path d="M16 58 L22 54 L28 60 L34 53 L40 60 L46 54 L52 60 L58 53 L64 59 L72 55 V92 H16 Z" fill="#c9ccd6" />
    <rect x={16} y={68} width={56} height={24} fill="#e63946" />
    <circle cx={44} cy={80} r={6} fill="#ffbe0b" strokeWidth={2.5} />
  </g>
);

const Candy = ({ colour }: ArtProps) => (
  <>
    <path d="M28 50 L6 32 Q12 50 6 68 Z M72 50 L94 32 Q88 50 94 68 Z" fill={lighter(colour, 0.35)} />
    <ellipse cx={50} cy={50} rx={26} ry={20} fill={colour} />
    <path d="M36 34 L52 68 M50 30 L64 66" fill="none" stroke={CREAM} strokeWidth={5} />
    <ellipse cx={50} cy={50} rx={26} ry={20} fill="none" />
    <Gloss d="M32 42 C34 36 40 33 46 32 C40 36 36 40 35 46 Z" opacity={0.7} />
  </>
);

const CHIPS = [
  [36, 34],
  [56, 48],
  [34, 62],
  [52, 74],
  [70, 66],
  [24, 48],
] as const;

const Cookie = ({ colour }: ArtProps) => (
  <>
    <path d="M56.9 12.6 A40 40 0 1 0 89.4 45.1 Q80 44 78 36 Q70 34 70 26 Q62 22 56.9 12.6 Z" fill={colour} />
    <Shade d="M89.4 45.1 A40 40 0 0 1 30 86.6 A44 44 0 0 0 89.4 45.1 Z" opacity={0.15} />
    {CHIPS.map(([x, y]) => (
      <path key={`${x}-${y}`} d={`M${x - 4} ${y + 2} Q${x - 3} ${y - 4} ${x + 1} ${y - 4} Q${x + 5} ${y - 1} ${x + 3} ${y + 3} Z`} fill="#4a2c1d" stroke="none" />
    ))}
    <Gloss d="M20 40 C24 30 30 24 38 20 C32 26 28 32 26 42 Z" opacity={0.45} />
  </>
);

const Pudding = ({ colour }: ArtProps) => (
  <>
    <ellipse cx={50} cy={84} rx={42} ry={9} fill={CREAM} />
    <path d="M22 82 L30 38 H70 L78 82 Q50 90 22 82 Z" fill={colour} />
    <Shade d="M62 38 H70 L78 82 Q72 84 66 85 Z" opacity={0.15} />
    <path d="M30 40 C30 30 70 30 70 40 L71 50 Q66 58 61 50 Q57 62 51 51 Q45 60 41 50 Q35 58 29 51 Z" fill="#9c4a1a" />
    <path d="M50 32 Q52 22 58 18" fill="none" stroke="#2d6a4f" strokeWidth={2.5} />
    <circle cx={50} cy={30} r={6.5} fill={CHERRY} />
    <Gloss d="M28 76 L34 46 L37 46 L32 76 Z" opacity={0.45} />
  </>
);

export const CANDY_ART: ThemeArt = {
  pen: SugarPen,
  mark: '#8338ec',
  symbols: { rainbow: Rainbow, lollipop: Lollipop, cake: Cake, donut: Donut, cupcake: Cupcake, chocolate: Chocolate, candy: Candy, cookie: Cookie, pudding: Pudding },
};
