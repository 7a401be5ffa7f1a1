import { darker, Gloss, lighter, outlinePen, Shade, starPoints, type ArtProps, type ThemeArt } from './symbol-kit';

/** Vegas fruit machine: bold maroon outlines, saturated fruit, big glossy highlights. */

const INK = '#3a0b1c';
const LEAF = '#2e9e3e';

const Star = ({ colour }: ArtProps) => (
  <>
    <polygon points={starPoints(50, 54, 44, 19, 5)} fill={colour} />
    <Shade d="M50 54 L76 90 L50 73 L24 90 Z" opacity={0.15} />
    <Gloss d="M36 40 Q40 30 47 24 Q45 36 40 44 Z" />
  </>
);

const Bell = ({ colour }: ArtProps) => (
  <>
    <circle cx={50} cy={13} r={6} fill={darker(colour, 0.2)} />
    <circle cx={50} cy={80} r={9} fill={darker(colour, 0.35)} />
    <path d="M50 17 C30 17 26 34 26 50 L24 64 C20 68 16 72 16 77 L84 77 C84 72 80 68 76 64 L74 50 C74 34 70 17 50 17 Z" fill={colour} />
    <Shade d="M60 20 C70 26 72 38 72 50 L74 66 C78 69 81 72 82 75 L64 75 C66 60 66 36 60 20 Z" opacity={0.18} />
    <Gloss d="M34 56 C34 40 36 28 44 23 C40 32 40 44 40 56 Z" />
  </>
);

const Seven = ({ colour }: ArtProps) => (
  <>
    <path d="M18 14 H84 V29 C68 44 58 64 55 88 H33 C36 64 46 46 60 33 H34 V40 H18 Z" fill={colour} />
    <Shade d="M84 29 C68 44 58 64 55 88 H47 C50 64 60 46 76 33 Z" opacity={0.2} />
    <Gloss d="M23 18 H78 V22 H23 Z" opacity={0.55} />
  </>
);

const Melon = ({ colour }: ArtProps) => (
  <>
    <path d="M8 36 A42 42 0 0 0 92 36 Z" fill={colour} />
    <path d="M17 36 A33 33 0 0 0 83 36 Z" fill="#f7f2c4" strokeWidth={2.5} />
    <path d="M21 36 A29 29 0 0 0 79 36 Z" fill="#ff4d5e" stroke="none" />
    {[
      [34, 46],
      [50, 52],
      [66, 46],
      [42, 60],
      [58, 60],
    ].map(([x, y]) => (
      <ellipse key={`${x}-${y}`} cx={x} cy={y} rx={2.6} ry={4} fill={INK} stroke="none" />
    ))}
    <Gloss d="M26 40 H44 V43 H28 Z" opacity={0.45} />
  </>
);

const GRAPES = [
  [29, 36],
  [50, 36],
  [71, 36],
  [39.5, 55],
  [60.5, 55],
  [50, 74],
] as const;

const Grapes = ({ colour }: ArtProps) => (
  <>
    <path d="M50 28 Q48 16 58 8" fill="none" stroke="#6d4c1f" strokeWidth={5} />
    <path d="M54 18 C62 6 80 6 88 14 C80 22 64 24 54 18 Z" fill={LEAF} />
    {GRAPES.map(([x, y]) => (
      <g key={`${x}-${y}`}>
        <circle cx={x} cy={y} r={12} fill={colour} />
        <circle cx={x - 4} cy={y - 4} r={3.2} fill="#fff" fillOpacity={0.6} stroke="none" />
      </g>
    ))}
  </>
);

const Orange = ({ colour }: ArtProps) => (
  <>
    <circle cx={50} cy={55} r={35} fill={colour} />
    <Shade d="M74 30 A35 35 0 0 1 40 88 A38 38 0 0 0 74 30 Z" opacity={0.2} />
    <path d="M50 21 C56 10 70 8 80 12 C74 22 62 24 50 21 Z" fill={LEAF} />
    <circle cx={50} cy={22} r={3} fill={darker(colour, 0.4)} stroke="none" />
    <Gloss d="M28 50 C28 38 36 30 46 28 C40 34 36 42 34 52 Z" />
    {[
      [62, 46],
      [58, 66],
      [44, 70],
    ].map(([x, y]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} fill={darker(colour, 0.3)} stroke="none" />
    ))}
  </>
);

const Lemon = ({ colour }: ArtProps) => (
  <>
    <path d="M14 66 Q8 60 14 54 C16 30 52 14 76 26 Q86 22 88 30 Q92 36 86 42 C88 68 52 86 28 76 Q18 80 14 66 Z" fill={colour} />
    <Shade d="M86 42 C88 68 52 86 28 76 Q50 78 70 62 Q82 52 86 42 Z" opacity={0.16} />
    <Gloss d="M24 54 C28 40 44 30 60 28 C46 36 36 44 30 56 Z" />
  </>
);

const Strawberry = ({ colour }: ArtProps) => (
  <>
    <path d="M50 90 C24 78 12 54 20 38 C26 28 40 28 50 32 C60 28 74 28 80 38 C88 54 76 78 50 90 Z" fill={colour} />
    <Shade d="M66 32 C74 32 78 36 80 38 C88 54 76 78 50 90 C64 74 72 54 66 32 Z" opacity={0.18} />
    <path d="M50 32 L36 22 L44 30 L28 32 L46 36 L50 44 L54 36 L72 32 L56 30 L64 22 Z" fill={LEAF} strokeWidth={3} />
    <path d="M50 30 V14" fill="none" stroke={LEAF} strokeWidth={5} />
    {[
      [34, 48],
      [50, 52],
      [66, 48],
      [40, 64],
      [60, 64],
      [50, 76],
      [28, 58],
      [72, 58],
    ].map(([x, y]) => (
      <ellipse key={`${x}-${y}`} cx={x} cy={y} rx={1.8} ry={2.8} fill={lighter('#fdd835', 0.3)} stroke="none" />
    ))}
    <Gloss d="M26 44 C28 38 34 36 38 37 C33 40 30 44 29 50 Z" />
  </>
);

const Cherry = ({ colour }: ArtProps) => (
  <>
    <path d="M32 64 C36 42 50 24 62 12 M68 68 C66 46 64 28 62 12" fill="none" stroke="#3f7d20" strokeWidth={4.5} />
    <path d="M62 12 C70 4 86 6 92 14 C82 22 68 20 62 12 Z" fill={LEAF} />
    <circle cx={31} cy={71} r={17} fill={colour} />
    <circle cx={68} cy={74} r={17} fill={colour} />
    <Shade d="M44 64 A17 17 0 0 1 22 86 A18 18 0 0 0 44 64 Z" opacity={0.2} />
    <Shade d="M81 67 A17 17 0 0 1 59 89 A18 18 0 0 0 81 67 Z" opacity={0.2} />
    <Gloss d="M21 68 C21 62 25 58 30 58 C27 61 25 64 25 69 Z" opacity={0.7} />
    <Gloss d="M58 71 C58 65 62 61 67 61 C64 64 62 67 62 72 Z" opacity={0.7} />
  </>
);

export const FRUITS_ART: ThemeArt = {
  pen: outlinePen(INK, 4.5),
  mark: '#d91e36',
  symbols: { star: Star, bell: Bell, seven: Seven, melon: Melon, grapes: Grapes, orange: Orange, lemon: Lemon, strawberry: Strawberry, cherry: Cherry },
};
