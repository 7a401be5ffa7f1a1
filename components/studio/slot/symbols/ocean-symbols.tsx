import { Band, darker, Gloss, lighter, outlinePen, Shade, starPoints, type ArtProps, type ThemeArt } from './symbol-kit';

/** Deep sea: soft rounded creatures in navy outlines, pale bellies, wet highlights and bubbles. */

const INK = '#022c47';
const SEA = '#4cc9f0';
const CORAL = '#ff6f91';

const Bubbles = ({ at }: { at: readonly (readonly [number, number, number])[] }) => (
  <g fill="#fff" fillOpacity={0.25} stroke="#fff" strokeOpacity={0.9} strokeWidth={1.5}>
    {at.map(([x, y, r]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
    ))}
  </g>
);

const Trident = ({ colour }: ArtProps) => (
  <>
    <Band d="M50 30 V94" colour={colour} ink={INK} width={7} />
    <Band d="M26 26 V38 Q26 56 50 56 Q74 56 74 38 V26 M50 56 V20" colour={colour} ink={INK} width={7} />
    <path d="M50 3 L60 22 H40 Z M26 9 L35 27 H17 Z M74 9 L83 27 H65 Z" fill={colour} />
    <rect x={42} y={56} width={16} height={8} rx={2} fill={darker(colour, 0.25)} />
  </>
);

const Pearl = ({ colour }: ArtProps) => (
  <>
    <path d="M13 48 Q50 0 87 48 Q50 38 13 48 Z" fill="#b9a3d6" />
    <path d="M30 40 L50 12 M50 40 V8 M70 40 L50 12" fill="none" stroke={darker('#b9a3d6', 0.25)} strokeWidth={2} />
    <path d="M8 56 Q50 100 92 56 Q50 68 8 56 Z" fill="#9b83bd" />
    <ellipse cx={50} cy={58} rx={36} ry={8} fill="#f7c6d9" />
    <circle cx={50} cy={52} r={17} fill={colour} />
    <Shade d="M62 40 A17 17 0 0 1 38 64 A19 19 0 0 0 62 40 Z" opacity={0.12} />
    <circle cx={44} cy={46} r={5} fill="#fff" stroke="none" />
  </>
);

const Mermaid = ({ colour }: ArtProps) => (
  <>
    <path d="M58 32 C48 26 34 22 26 8 C42 10 54 16 61 24 C64 14 72 6 88 4 C82 16 74 26 65 32 Z" fill={lighter(colour, 0.3)} />
    <path d="M24 92 C22 72 36 56 50 48 C58 42 60 38 56 32 L66 30 C74 40 72 52 64 60 C54 70 50 80 54 92 Z" fill={colour} />
    <path d="M40 70 q4 -4 8 0 M44 62 q4 -4 8 0 M50 54 q4 -4 8 0 M36 80 q4 -4 8 0" fill="none" stroke={darker(colour, 0.3)} strokeWidth={2} />
    <Gloss d="M34 86 C32 72 40 62 48 56 C42 64 38 74 38 86 Z" opacity={0.45} />
    <Band d="M4 90 Q12 82 20 90 T36 90 M64 90 Q72 82 80 90 T96 90" colour={SEA} ink={INK} width={4} edge={2} />
    <Bubbles
      at={[
        [22, 40, 4],
        [30, 28, 2.5],
        [80, 50, 3],
      ]}
    />
  </>
);

const Dolphin = ({ colour }: ArtProps) => (
  <>
    <path d="M50 31 L42 14 C52 16 58 22 61 28 Z" fill={darker(colour, 0.15)} />
    <path d="M92 41 C87 30 81 26 72 26 C60 26 46 30 36 40 C28 48 22 60 18 72 L5 77 L12 82 L13 93 L24 81 C30 68 38 58 48 54 C60 48 74 46 90 46 Z" fill={colour} />
    <path d="M24 81 C30 68 38 58 48 54 C60 48 74 46 90 46 L89 43 C74 42 58 44 47 49 C37 55 29 66 24 81 Z" fill={lighter(colour, 0.6)} stroke="none" />
    <path d="M52 52 L45 66 L61 53 Z" fill={darker(colour, 0.15)} />
    <circle cx={77} cy={34} r={2.8} fill={INK} stroke="none" />
    <Gloss d="M44 36 C54 30 64 28 72 29 C62 31 54 34 46 40 Z" />
    <Bubbles
      at={[
        [84, 70, 4],
        [74, 82, 2.5],
      ]}
    />
  </>
);

const FLIPPERS = [
  'M35 38 C23 30 12 28 7 32 C13 41 24 45 35 47 Z',
  'M65 38 C77 30 88 28 93 32 C87 41 76 45 65 47 Z',
  'M37 70 C29 76 23 84 25 89 C33 87 39 80 43 74 Z',
  'M63 70 C71 76 77 84 75 89 C67 87 61 80 57 74 Z',
];

const Turtle = ({ colour }: ArtProps) => {
  const skin = lighter(colour, 0.45);
  return (
    <>
      {FLIPPERS.map((d) => (
        <path key={d} d={d} fill={skin} />
      ))}
      <path d="M46 84 L50 93 L54 84 Z" fill={skin} />
      <ellipse cx={50} cy={17} rx={9} ry={11} fill={skin} />
      <circle cx={46} cy={14} r={1.8} fill={INK} stroke="none" />
      <circle cx={54} cy={14} r={1.8} fill={INK} stroke="none" />
      <ellipse cx={50} cy={56} rx={25} ry={31} fill={colour} />
      <polygon points={starPoints(50, 56, 11, 11, 3)} fill={lighter(colour, 0.2)} stroke={darker(colour, 0.35)} strokeWidth={2.5} />
      <path d="M50 45 V26 M50 67 V86 M40.5 50.5 L27 43 M59.5 50.5 L73 43 M40.5 61.5 L27 69 M59.5 61.5 L73 69" fill="none" stroke={darker(colour, 0.35)} strokeWidth={2.5} />
      <Gloss d="M32 46 C33 36 38 30 44 28 C40 34 37 40 36 48 Z" opacity={0.45} />
    </>
  );
};

const Octopus = ({ colour }: ArtProps) => (
  <>
    <Band d="M34 56 C24 68 12 70 10 82 M44 60 C42 76 32 84 30 93 M56 60 C58 76 68 84 70 93 M66 56 C76 68 88 70 90 82" colour={colour} ink={INK} width={8} />
    <path d="M21 46 C21 22 34 8 50 8 C66 8 79 22 79 46 C79 59 66 64 50 64 C34 64 21 59 21 46 Z" fill={colour} />
    <circle cx={40} cy={42} r={7} fill="#fff" />
    <circle cx={60} cy={42} r={7} fill="#fff" />
    <circle cx={41} cy={43} r={3.2} fill={INK} stroke="none" />
    <circle cx={61} cy={43} r={3.2} fill={INK} stroke="none" />
    <path d="M44 54 Q50 58 56 54" fill="none" strokeWidth={2.5} />
    <circle cx={62} cy={22} r={3} fill={darker(colour, 0.2)} stroke="none" />
    <circle cx={70} cy={32} r={2} fill={darker(colour, 0.2)} stroke="none" />
    <Gloss d="M30 34 C30 24 36 16 44 14 C38 20 35 28 35 36 Z" />
  </>
);

const Crab = ({ colour }: ArtProps) => (
  <>
    <Band d="M26 62 L12 56 L7 64 M25 70 L11 72 L8 81 M30 77 L21 85 L21 93 M74 62 L88 56 L93 64 M75 70 L89 72 L92 81 M70 77 L79 85 L79 93" colour={darker(colour, 0.1)} ink={INK} width={4} edge={2} />
    <Band d="M32 54 L22 38 M68 54 L78 38 M42 50 V36 M58 50 V36" colour={colour} ink={INK} width={5} edge={2} />
    <path d="M22 42 C9 42 6 25 15 15 L22 26 L29 17 C35 24 33 42 22 42 Z M78 42 C91 42 94 25 85 15 L78 26 L71 17 C65 24 67 42 78 42 Z" fill={colour} />
    <ellipse cx={50} cy={64} rx={28} ry={18} fill={colour} />
    <circle cx={42} cy={33} r={5} fill="#fff" />
    <circle cx={58} cy={33} r={5} fill="#fff" />
    <circle cx={42} cy={33} r={2.3} fill={INK} stroke="none" />
    <circle cx={58} cy={33} r={2.3} fill={INK} stroke="none" />
    <path d="M42 68 Q50 74 58 68" fill="none" strokeWidth={2.5} />
    <Gloss d="M30 58 C32 52 38 49 44 48 C38 52 34 56 33 62 Z" />
  </>
);

const Fish = ({ colour }: ArtProps) => (
  <>
    <path d="M72 50 L94 30 L89 50 L94 70 Z" fill={darker(colour, 0.15)} />
    <path d="M34 31 C42 14 62 15 70 33 Z M44 68 L52 84 L61 67 Z" fill={darker(colour, 0.15)} />
    <path d="M7 50 C15 30 44 26 62 32 C72 36 78 44 78 50 C78 56 72 64 62 68 C44 74 15 70 7 50 Z" fill={colour} />
    <path d="M29 31 Q25 50 29 69 L37 70 Q33 50 37 30 Z M53 31 Q49 50 53 70 L61 68 Q57 50 61 32 Z" fill="#fff" strokeWidth={2} />
    <circle cx={19} cy={46} r={5} fill="#fff" strokeWidth={2} />
    <circle cx={18} cy={46} r={2.4} fill={INK} stroke="none" />
    <Bubbles
      at={[
        [10, 24, 3.5],
        [16, 12, 2.2],
      ]}
    />
  </>
);

const SHELL_RIDGES = 'M50 84 L18 28 M50 84 L30 16 M50 84 L44 10 M50 84 L56 10 M50 84 L70 16 M50 84 L82 28';

const Shell = ({ colour }: ArtProps) => (
  <>
    <path d="M37 78 L32 92 H68 L63 78 Z" fill={darker(colour, 0.15)} />
    <path d="M50 86 L11 42 Q11 33 18 28 Q20 17 30 16 Q36 7 44 10 Q50 3 56 10 Q64 7 70 16 Q80 17 82 28 Q89 33 89 42 Z" fill={colour} />
    <path d={SHELL_RIDGES} fill="none" stroke={darker(colour, 0.3)} strokeWidth={2.5} />
    <Shade d="M50 86 L82 28 Q89 33 89 42 Z" opacity={0.15} />
    <Gloss d="M24 36 Q28 24 38 20 Q32 30 30 40 Z" />
  </>
);

export const OCEAN_ART: ThemeArt = {
  pen: outlinePen(INK, 3.2),
  mark: CORAL,
  symbols: { trident: Trident, pearl: Pearl, mermaid: Mermaid, dolphin: Dolphin, turtle: Turtle, octopus: Octopus, crab: Crab, fish: Fish, shell: Shell },
};
