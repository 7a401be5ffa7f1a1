import type { ReactNode } from 'react';
import { darker, Gloss, lighter, starPoints, type ArtProps, type ThemeArt } from './symbol-kit';

/** Jewel vault: cut stones, every facet its own tone lit from the top left, edges glinting. */

const VELVET = '#10002b';

type Point = readonly [number, number];

/** Facet edges: a dark setting around every facet, then a thin bright glint on it. */
function FacetPen({ colour, children }: ArtProps & { children: ReactNode }) {
  return (
    <g strokeLinejoin="round">
      <g stroke={VELVET} strokeWidth={3.5}>
        {children}
      </g>
      <g stroke={lighter(colour, 0.7)} strokeWidth={1.1}>
        {children}
      </g>
    </g>
  );
}

/** The colour lit by `tone`: above 0 towards white, below towards black. */
const lit = (colour: string, tone: number) => (tone >= 0 ? lighter(colour, tone) : darker(colour, -tone));

const pts = (points: readonly Point[]) => points.map(([x, y]) => `${x},${y}`).join(' ');

/** Tone of a facet facing `angle` (degrees, SVG axes) under a light from the top left. */
const toneFacing = (angle: number) => 0.45 * Math.cos(((angle - 225) * Math.PI) / 180);

/** A stone seen from above: a ring of lit facets between its outline and its table, in its own colour. */
function Cut({ colour, outer, inner }: ArtProps & { outer: readonly Point[]; inner: readonly Point[] }) {
  const cx = outer.reduce((sum, [x]) => sum + x, 0) / outer.length;
  const cy = outer.reduce((sum, [, y]) => sum + y, 0) / outer.length;
  return (
    <>
      {outer.map((p, i) => {
        const q = outer[(i + 1) % outer.length] as Point;
        const a = inner[i] as Point;
        const b = inner[(i + 1) % inner.length] as Point;
        const angle = (Math.atan2((p[1] + q[1]) / 2 - cy, (p[0] + q[0]) / 2 - cx) * 180) / Math.PI;
        return <polygon key={i} points={pts([p, q, b, a])} fill={lit(colour, toneFacing(angle))} />;
      })}
      <polygon points={pts(inner)} fill={colour} />
    </>
  );
}

const around = (n: number, r: number, turn: number, cx = 50, cy = 50): Point[] =>
  Array.from({ length: n }, (_, i) => {
    const a = ((i * 360) / n + turn) * (Math.PI / 180);
    return [Math.round((cx + r * Math.cos(a)) * 100) / 100, Math.round((cy + r * Math.sin(a)) * 100) / 100] as const;
  });

const scaled = (points: readonly Point[], k: number, cx: number, cy: number): Point[] => points.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k] as const);

const Crown = ({ colour }: ArtProps) => (
  <>
    <path d="M18 66 L11 27 L32 45 L50 17 L68 45 L89 27 L82 66 Z" fill={colour} />
    <path d="M50 17 L68 45 L89 27 L82 66 H50 Z" fill={darker(colour, 0.2)} stroke="none" />
    <rect x={16} y={64} width={68} height={16} fill={darker(colour, 0.1)} />
    <circle cx={11} cy={26} r={5} fill={lighter(colour, 0.3)} />
    <circle cx={50} cy={15} r={5.5} fill={lighter(colour, 0.3)} />
    <circle cx={89} cy={26} r={5} fill={lighter(colour, 0.3)} />
    <polygon points={starPoints(32, 72, 5, 5, 2, 45)} fill="#e0115f" />
    <polygon points={starPoints(50, 72, 5.5, 5.5, 2, 45)} fill="#0f52ba" />
    <polygon points={starPoints(68, 72, 5, 5, 2, 45)} fill="#50c878" />
    <Gloss d="M20 60 L16 34 L24 42 Z" opacity={0.55} />
  </>
);

const A: Point = [8, 38];
const B: Point = [30, 15];
const C: Point = [50, 15];
const D: Point = [70, 15];
const E: Point = [92, 38];
const G1: Point = [29, 38];
const G2: Point = [50, 38];
const G3: Point = [71, 38];
const P: Point = [50, 93];
const BRILLIANT: readonly (readonly [readonly Point[], number])[] = [
  [[A, B, G1], 0.35],
  [[B, C, G2, G1], 0.6],
  [[C, D, G3, G2], 0.2],
  [[D, E, G3], -0.1],
  [[A, G1, P], 0.15],
  [[G1, G2, P], 0.45],
  [[G2, G3, P], 0],
  [[G3, E, P], -0.3],
];

const Diamond = ({ colour }: ArtProps) => (
  <>
    {BRILLIANT.map(([face, tone], i) => (
      <polygon key={i} points={pts(face)} fill={lit(colour, tone)} />
    ))}
    <path d="M84 8 L86 14 L92 16 L86 18 L84 24 L82 18 L76 16 L82 14 Z" fill="#fff" stroke="none" />
  </>
);

const ROUND = around(8, 42, 22.5);
const Ruby = ({ colour }: ArtProps) => <Cut colour={colour} outer={ROUND} inner={scaled(ROUND, 0.5, 50, 50)} />;

const STEP: Point[] = [
  [24, 10],
  [76, 10],
  [88, 22],
  [88, 78],
  [76, 90],
  [24, 90],
  [12, 78],
  [12, 22],
];
const Emerald = ({ colour }: ArtProps) => <Cut colour={colour} outer={STEP} inner={scaled(STEP, 0.55, 50, 50)} />;

const PEAR: Point[] = [
  [50, 6],
  [63, 24],
  [75, 44],
  [78, 64],
  [68, 84],
  [50, 92],
  [32, 84],
  [22, 64],
  [25, 44],
  [37, 24],
];
const Sapphire = ({ colour }: ArtProps) => <Cut colour={colour} outer={PEAR} inner={scaled(PEAR, 0.5, 50, 60)} />;

const CRYSTAL: readonly (readonly [readonly Point[], number])[] = [
  [
    [
      [38, 88],
      [50, 93],
      [50, 32],
      [38, 38],
    ],
    0.25,
  ],
  [
    [
      [50, 93],
      [62, 88],
      [62, 38],
      [50, 32],
    ],
    -0.2,
  ],
  [
    [
      [38, 38],
      [50, 32],
      [50, 8],
    ],
    0.5,
  ],
  [
    [
      [50, 32],
      [62, 38],
      [50, 8],
    ],
    0,
  ],
];

const Crystal = ({ colour, transform }: ArtProps & { transform?: string }) => (
  <g transform={transform}>
    {CRYSTAL.map(([face, tone], i) => (
      <polygon key={i} points={pts(face)} fill={lit(colour, tone)} />
    ))}
  </g>
);

const Amethyst = ({ colour }: ArtProps) => (
  <>
    <Crystal colour={darker(colour, 0.1)} transform="rotate(-32 44 92) translate(44 92) scale(0.72) translate(-50 -92)" />
    <Crystal colour={darker(colour, 0.1)} transform="rotate(32 56 92) translate(56 92) scale(0.72) translate(-50 -92)" />
    <Crystal colour={colour} />
  </>
);

const HEX = around(6, 42, 30);
const Topaz = ({ colour }: ArtProps) => <Cut colour={colour} outer={HEX} inner={scaled(HEX, 0.55, 50, 50)} />;

const TRILLION: Point[] = [
  [44, 12],
  [56, 12],
  [92, 74],
  [86, 84],
  [14, 84],
  [8, 74],
];
const Aquamarine = ({ colour }: ArtProps) => <Cut colour={colour} outer={TRILLION} inner={scaled(TRILLION, 0.5, 50, 60)} />;

/** The milled edge: 24 short ticks just inside the rim, as one path. */
const REEDS = around(24, 41, 0)
  .map(([x, y], i) => {
    const [ix, iy] = around(24, 36, 0)[i] as Point;
    return `M${x} ${y} L${ix} ${iy}`;
  })
  .join(' ');

const GoldCoin = ({ colour }: ArtProps) => (
  <>
    <circle cx={50} cy={50} r={42} fill={darker(colour, 0.15)} />
    <path d={REEDS} fill="none" stroke={darker(colour, 0.45)} strokeWidth={1.5} />
    <circle cx={50} cy={50} r={33} fill={colour} />
    <polygon points={starPoints(50, 52, 20, 9, 5)} fill={lighter(colour, 0.35)} />
    <Gloss d="M24 40 C26 30 34 22 44 19 C36 26 31 33 29 42 Z" opacity={0.55} />
  </>
);

export const GEMS_ART: ThemeArt = {
  pen: FacetPen,
  mark: '#ff4fd8',
  symbols: {
    crown: Crown,
    diamond: Diamond,
    ruby: Ruby,
    emerald: Emerald,
    sapphire: Sapphire,
    amethyst: Amethyst,
    topaz: Topaz,
    aquamarine: Aquamarine,
    gold_coin: GoldCoin,
  },
};
