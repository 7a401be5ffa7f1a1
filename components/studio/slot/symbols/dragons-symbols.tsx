import type { ReactNode } from 'react';
import { Band, darker, Gloss, lighter, Shade, type ArtProps, type ThemeArt } from './symbol-kit';

/** Dragon palace: cloisonné, every shape edged twice, in dark lacquer and then in a gold wire. */

const LACQUER = '#3d0000';
const GOLD = '#ffba08';
const RED = '#d00000';
const PAD = '#2d9e5a';

function CloisonnePen({ children }: ArtProps & { children: ReactNode }) {
  return (
    <g strokeLinejoin="round" strokeLinecap="round">
      <g stroke={LACQUER} strokeWidth={7}>
        {children}
      </g>
      <g stroke={GOLD} strokeWidth={2.4}>
        {children}
      </g>
    </g>
  );
}

/** A point `r` from (cx, cy) at `deg` degrees (0 = right, clockwise). */
function polar(cx: number, cy: number, r: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  return `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
}

const Dragon = ({ colour }: ArtProps) => (
  <>
    <path d="M24 42 L6 38 L18 52 L4 60 L22 62 L12 76 L32 72 Z" fill={RED} />
    <path d="M34 30 C30 17 22 10 11 8 C19 16 23 25 27 33 Z M45 29 C45 17 41 9 35 4 C38 14 38 22 38 31 Z" fill={lighter(GOLD, 0.3)} />
    <path d="M22 40 C26 30 36 26 46 28 L70 30 C80 30 88 36 93 44 L70 51 L89 60 C83 68 70 71 60 66 C54 76 42 80 30 76 C20 72 16 56 22 40 Z" fill={colour} />
    <path d="M72 51 L75 56 L78 52 L81 57 L84 53" fill="#fff" stroke="none" />
    <Band d="M90 44 C97 50 97 62 91 70" colour={GOLD} ink={LACQUER} width={2.5} edge={1.5} />
    <circle cx={56} cy={38} r={5.5} fill={lighter(GOLD, 0.3)} />
    <ellipse cx={56} cy={38} rx={1.5} ry={4} fill={LACQUER} stroke="none" />
    <circle cx={84} cy={40} r={1.8} fill={LACQUER} stroke="none" />
    <path d="M32 56 q4 -5 8 0 q4 -5 8 0 M36 66 q4 -5 8 0" fill="none" stroke={darker(colour, 0.35)} strokeWidth={2} />
    <Gloss d="M46 31 L68 33 C60 34 52 35 46 37 Z" opacity={0.5} />
  </>
);

const Lantern = ({ colour }: ArtProps) => (
  <>
    <Band d="M50 2 V14 M50 86 V97 M44 90 L42 97 M56 90 L58 97" colour={GOLD} ink={LACQUER} width={2.5} edge={1.5} />
    <ellipse cx={50} cy={49} rx={35} ry={32} fill={colour} />
    <path d="M50 17 V81 M50 17 C30 24 30 74 50 81 M50 17 C70 24 70 74 50 81 M50 17 C18 26 18 72 50 81 M50 17 C82 26 82 72 50 81" fill="none" stroke={darker(colour, 0.35)} strokeWidth={2} />
    <Gloss d="M24 40 C26 30 32 24 38 22 C34 30 31 38 30 48 Z" opacity={0.45} />
    <rect x={35} y={11} width={30} height={9} rx={2} fill={GOLD} />
    <rect x={35} y={78} width={30} height={9} rx={2} fill={GOLD} />
  </>
);

const Phoenix = ({ colour }: ArtProps) => (
  <>
    <Band d="M50 60 C40 76 30 80 22 94 M50 62 V96 M50 60 C60 76 70 80 78 94" colour={GOLD} ink={LACQUER} width={6} edge={2} />
    <path
      d="M44 44 C30 28 14 26 3 32 C13 35 17 39 19 43 C11 44 7 48 5 55 C17 52 29 54 44 57 Z M56 44 C70 28 86 26 97 32 C87 35 83 39 81 43 C89 44 93 48 95 55 C83 52 71 54 56 57 Z"
      fill={colour}
    />
    <path d="M40 48 C30 40 22 38 14 40 M60 48 C70 40 78 38 86 40" fill="none" stroke={lighter(colour, 0.4)} strokeWidth={2.5} />
    <ellipse cx={50} cy={52} rx={10} ry={16} fill={RED} />
    <path d="M46 22 C43 13 47 8 50 3 C52 10 57 12 54 22 Z" fill={GOLD} />
    <circle cx={50} cy={29} r={8.5} fill={colour} />
    <path d="M48 32 L50 39 L52 32 Z" fill={GOLD} strokeWidth={1.5} />
    <circle cx={46.5} cy={28} r={1.6} fill={LACQUER} stroke="none" />
    <circle cx={53.5} cy={28} r={1.6} fill={LACQUER} stroke="none" />
  </>
);

const TIGER_STRIPES =
  'M50 18 L46 30 L50 36 L54 30 Z M35 20 L42 34 L36 31 Z M65 20 L58 34 L64 31 Z M12 46 L27 51 L12 56 Z M88 46 L73 51 L88 56 Z M15 64 L28 63 L18 70 Z M85 64 L72 63 L82 70 Z';

const Tiger = ({ colour }: ArtProps) => (
  <>
    <circle cx={25} cy={24} r={11} fill={colour} />
    <circle cx={75} cy={24} r={11} fill={colour} />
    <circle cx={25} cy={24} r={5} fill={darker(colour, 0.45)} stroke="none" />
    <circle cx={75} cy={24} r={5} fill={darker(colour, 0.45)} stroke="none" />
    <path d="M50 14 C76 14 88 32 88 52 C88 74 70 88 50 88 C30 88 12 74 12 52 C12 32 24 14 50 14 Z" fill={colour} />
    <path d={TIGER_STRIPES} fill="#2b1400" stroke="none" />
    <path d="M33 65 C33 55 44 53 50 59 C56 53 67 55 67 65 C67 77 58 83 50 83 C42 83 33 77 33 65 Z" fill="#fff4e0" />
    <path d="M29 45 Q37 38 44 46 Q36 49 29 45 Z M71 45 Q63 38 56 46 Q64 49 71 45 Z" fill="#d8ff5a" strokeWidth={1.5} />
    <path d="M37 42 V47 M63 42 V47" fill="none" stroke="#2b1400" strokeWidth={2.5} />
    <path d="M44 60 H56 L50 67 Z" fill="#6b2d2d" stroke="none" />
    <path d="M50 67 V72 M50 72 Q44 77 40 72 M50 72 Q56 77 60 72" fill="none" stroke="#2b1400" strokeWidth={2} />
  </>
);

const Koi = ({ colour }: ArtProps) => (
  <g transform="rotate(24 50 50)">
    <path d="M50 70 C40 78 30 88 27 97 C38 92 46 88 50 82 C54 88 62 92 73 97 C70 88 60 78 50 70 Z" fill={lighter(colour, 0.35)} />
    <path d="M38 34 C26 34 18 42 17 49 C26 46 34 42 40 42 Z M62 34 C74 34 82 42 83 49 C74 46 66 42 60 42 Z" fill={lighter(colour, 0.35)} />
    <path d="M50 6 C63 6 67 22 65 36 C63 52 57 64 53 76 H47 C43 64 37 52 35 36 C33 22 37 6 50 6 Z" fill={colour} />
    <path d="M43 44 C47 38 55 40 57 48 C56 56 46 58 43 50 Z M41 22 C45 18 52 20 50 28 C46 30 41 28 41 22 Z" fill="#fff" stroke="none" />
    <circle cx={43} cy={14} r={2} fill={LACQUER} stroke="none" />
    <circle cx={57} cy={14} r={2} fill={LACQUER} stroke="none" />
  </g>
);

const JADE_DOTS = Array.from({ length: 12 }, (_, i) => polar(50, 52, 25, i * 30).split(' ').map(Number) as [number, number]);

const Jade = ({ colour }: ArtProps) => (
  <>
    <Band d="M50 2 V16" colour={RED} ink={LACQUER} width={3.5} edge={1.5} />
    <path fillRule="evenodd" fill={colour} d="M50 14 A38 38 0 1 1 49.99 14 Z M50 39 A13 13 0 1 0 50.01 39 Z" />
    {JADE_DOTS.map(([x, y]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r={3.2} fill={lighter(colour, 0.35)} stroke="none" />
    ))}
    <Shade d="M84 40 A38 38 0 0 1 30 84 A40 40 0 0 0 84 40 Z" opacity={0.2} />
  </>
);

const FAN_RIBS = [200, 220, 240, 260, 280, 300, 320, 340];
const FAN_LEAF = `M${polar(50, 82, 16, 200)} L${polar(50, 82, 46, 200)} A46 46 0 0 1 ${polar(50, 82, 46, 340)} L${polar(50, 82, 16, 340)} A16 16 0 0 0 ${polar(50, 82, 16, 200)} Z`;

const Fan = ({ colour }: ArtProps) => (
  <>
    <path d={FAN_LEAF} fill={colour} />
    <path d={FAN_RIBS.map((deg) => `M${polar(50, 82, 16, deg)} L${polar(50, 82, 46, deg)}`).join(' ')} fill="none" stroke={darker(colour, 0.35)} strokeWidth={1.8} />
    <path d={FAN_RIBS.map((deg) => `M50 82 L${polar(50, 82, 16, deg)}`).join(' ')} fill="none" stroke={GOLD} strokeWidth={3} />
    <circle cx={38} cy={52} r={5} fill="#fff" fillOpacity={0.8} stroke="none" />
    <circle cx={60} cy={48} r={4} fill="#fff" fillOpacity={0.8} stroke="none" />
    <circle cx={50} cy={82} r={4} fill={GOLD} />
  </>
);

const Coin = ({ colour }: ArtProps) => (
  <>
    <circle cx={50} cy={50} r={40} fill={colour} />
    <circle cx={50} cy={50} r={31} fill="none" stroke={darker(colour, 0.3)} strokeWidth={3} />
    <rect x={41} y={41} width={18} height={18} fill={LACQUER} />
    <path d="M44 26 H56 M50 26 V34 M44 74 H56 M46 68 H54 M26 44 V56 M30 44 V56 M74 44 V56 M70 50 H78" fill="none" stroke={darker(colour, 0.45)} strokeWidth={3} />
    <Gloss d="M18 44 C20 30 30 20 42 16 C32 24 26 34 24 46 Z" opacity={0.5} />
  </>
);

const LILY_BACK = [-64, -32, 0, 32, 64];
const LILY_FRONT = [-38, 0, 38];
const LILY_PETAL = 'M50 72 C39 61 38 40 50 22 C62 40 61 61 50 72 Z';

const Lotus = ({ colour }: ArtProps) => (
  <>
    <path d="M10 80 C10 70 30 66 50 66 C70 66 90 70 90 80 C90 88 70 92 50 92 C36 92 24 90 16 86 L50 80 Z" fill={PAD} />
    {LILY_BACK.map((deg) => (
      <path key={deg} d={LILY_PETAL} transform={`rotate(${deg} 50 72)`} fill={colour} />
    ))}
    {LILY_FRONT.map((deg) => (
      <path key={deg} d={LILY_PETAL} transform={`rotate(${deg} 50 72) translate(50 72) scale(0.8) translate(-50 -72)`} fill={lighter(colour, 0.35)} />
    ))}
    <circle cx={50} cy={68} r={5} fill={GOLD} />
  </>
);

export const DRAGONS_ART: ThemeArt = {
  pen: CloisonnePen,
  mark: GOLD,
  symbols: { dragon: Dragon, lantern: Lantern, phoenix: Phoenix, tiger: Tiger, koi: Koi, jade: Jade, fan: Fan, coin: Coin, lotus: Lotus },
};
