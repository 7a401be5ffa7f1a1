import { Band, darker, lighter, outlinePen, Shade, type ArtProps, type ThemeArt } from './symbol-kit';

/** Longhouse: forged iron and carved wood, sharp mitred outlines, every piece bevelled dark below. */

const INK = '#0d1520';
const WOOD = '#7a5230';
const IRON = '#8d99ae';
const BONE = '#f1e9da';
const BLOOD = '#c1121f';

const Hammer = ({ colour }: ArtProps) => (
  <>
    <rect x={43} y={54} width={14} height={32} fill={WOOD} />
    <path d="M43 60 L57 66 M43 68 L57 74 M43 76 L57 82" fill="none" stroke={darker(WOOD, 0.45)} strokeWidth={2.5} />
    <Band d="M50 86 V90" colour={IRON} ink={INK} width={4} edge={2} />
    <circle cx={50} cy={93} r={4} fill="none" stroke={INK} strokeWidth={2.5} />
    <path d="M12 16 H88 V46 L79 56 H21 L12 46 Z" fill={colour} />
    <Shade d="M12 38 H88 V46 L79 56 H21 L12 46 Z" opacity={0.25} />
    <path d="M30 24 L40 34 L30 44 M70 24 L60 34 L70 44 M46 24 H54" fill="none" stroke={darker(colour, 0.45)} strokeWidth={3} />
    <path d="M14 18 H86" fill="none" stroke="#fff" strokeOpacity={0.6} strokeWidth={2} />
  </>
);

const Rune = ({ colour }: ArtProps) => (
  <>
    <path d="M26 93 L20 40 C20 18 35 7 50 7 C65 7 80 18 80 40 L74 93 Z" fill="#5c6773" />
    <Shade d="M50 7 C65 7 80 18 80 40 L74 93 H60 L66 40 C66 22 60 12 50 7 Z" opacity={0.25} />
    <path d="M40 24 V82 M40 24 L60 35 L40 48 L62 82" fill="none" stroke={colour} strokeOpacity={0.35} strokeWidth={14} strokeLinejoin="round" strokeLinecap="round" />
    <Band d="M40 24 V82 M40 24 L60 35 L40 48 L62 82" colour={colour} ink={INK} width={6} edge={1.5} />
    <path d="M40 24 V82 M40 24 L60 35 L40 48 L62 82" fill="none" stroke="#fff" strokeOpacity={0.7} strokeWidth={1.5} strokeLinejoin="round" />
  </>
);

const Longship = ({ colour }: ArtProps) => (
  <>
    <Band d="M50 8 V66" colour={darker(WOOD, 0.2)} ink={INK} width={4} edge={2} />
    <path d="M26 14 H74 L79 54 H21 Z" fill={BLOOD} />
    <path d="M35 14 H43 V54 H33.5 Z M57 14 H65 L66.5 54 H57 Z" fill={BONE} stroke="none" />
    <path d="M8 34 C15 34 16 46 17 57 C25 66 36 68 50 68 C64 68 75 66 83 57 C84 46 85 34 92 34 C97 38 95 45 90 48 C90 65 81 82 50 82 C19 82 10 65 10 48 C5 45 3 38 8 34 Z" fill={colour} />
    <Shade d="M17 70 C26 78 36 82 50 82 C64 82 74 78 83 70 Z" opacity={0.25} />
    {[26, 38, 50, 62, 74].map((x, i) => (
      <circle key={x} cx={x} cy={70} r={5} fill={i % 2 === 0 ? BLOOD : '#e9c46a'} strokeWidth={2.5} />
    ))}
    <circle cx={91} cy={39} r={1.6} fill={INK} stroke="none" />
    <Band d="M4 92 L12 86 L20 92 L28 86 L36 92 M64 92 L72 86 L80 92 L88 86 L96 92" colour="#4895ef" ink={INK} width={3} edge={1.5} />
  </>
);

const Raven = ({ colour }: ArtProps) => (
  <>
    <path d="M56 46 C46 30 36 18 16 10 L24 23 L11 23 L23 33 L12 38 L27 43 L20 50 L42 55 Z" fill={colour} />
    <path d="M24 23 L44 44 M23 33 L42 48 M27 43 L40 51" fill="none" stroke={lighter(colour, 0.45)} strokeWidth={2} />
    <path d="M22 74 L10 86 L26 81 L28 90 L37 77 C50 74 62 64 68 50 C71 43 75 39 81 39 L94 42 L82 31 C76 25 66 27 62 33 C54 44 40 55 22 74 Z" fill={colour} />
    <path d="M30 72 C42 66 54 58 62 46" fill="none" stroke={lighter(colour, 0.45)} strokeWidth={2} />
    <circle cx={73} cy={34} r={2.6} fill="#ffd166" stroke="none" />
  </>
);

const Helmet = ({ colour }: ArtProps) => (
  <>
    <path d="M26 46 C13 40 8 26 12 10 C18 23 25 29 34 33 Z M74 46 C87 40 92 26 88 10 C82 23 75 29 66 33 Z" fill={BONE} />
    <path d="M21 60 C21 34 33 19 50 19 C67 19 79 34 79 60 Z" fill={colour} />
    <Shade d="M50 19 C67 19 79 34 79 60 H56 C58 42 56 28 50 19 Z" opacity={0.22} />
    <path d="M50 19 V60" fill="none" strokeWidth={3} />
    <rect x={18} y={56} width={64} height={11} fill="#b08d57" />
    <path d="M45 67 H55 L53 88 H47 Z" fill={colour} />
    <path d="M26 67 C26 78 43 80 45 67 M55 67 C57 80 74 78 74 67" fill="none" stroke={IRON} strokeWidth={4} />
    {[26, 38, 62, 74].map((x) => (
      <circle key={x} cx={x} cy={61.5} r={1.8} fill={INK} stroke="none" />
    ))}
  </>
);

const Axe = ({ colour }: ArtProps) => (
  <>
    <Band d="M22 94 L62 10" colour={WOOD} ink={INK} width={7} edge={2.5} />
    <path d="M54 18 L61 22 C71 14 83 12 92 15 C87 30 87 46 94 61 C82 63 70 55 62 45 L51 40 Z" fill={colour} />
    <path d="M92 15 C87 30 87 46 94 61 L87 59 C83 46 83 30 86 17 Z" fill={lighter(colour, 0.55)} stroke="none" />
    <Shade d="M62 45 C70 55 82 63 94 61 L90 55 C80 56 70 50 64 40 Z" opacity={0.25} />
    <path d="M51 22 L42 17 L47 27 Z" fill={colour} />
  </>
);

const Shield = ({ colour }: ArtProps) => (
  <>
    <circle cx={50} cy={50} r={43} fill={colour} />
    <path d="M50 50 L50 7 A43 43 0 0 1 93 50 Z M50 50 L50 93 A43 43 0 0 1 7 50 Z" fill={BONE} stroke="none" />
    <path d="M30 12 V88 M70 12 V88" fill="none" stroke={INK} strokeOpacity={0.35} strokeWidth={2} />
    <circle cx={50} cy={50} r={40} fill="none" stroke={IRON} strokeWidth={6} />
    {[0, 60, 120, 180, 240, 300].map((deg) => (
      <circle key={deg} cx={50} cy={10} r={1.8} transform={`rotate(${deg} 50 50)`} fill={INK} stroke="none" />
    ))}
    <circle cx={50} cy={50} r={12} fill={IRON} />
    <path d="M42 44 A10 10 0 0 1 56 42" fill="none" stroke="#fff" strokeOpacity={0.7} strokeWidth={2.5} />
  </>
);

const Horn = ({ colour }: ArtProps) => (
  <>
    <path d="M10 20 C36 19 58 33 72 53 C78 62 86 69 95 73 C90 84 76 84 66 76 C52 66 36 54 14 52 Z" fill={colour} />
    <Shade d="M14 52 C36 54 52 66 66 76 C76 84 90 84 95 73 C86 78 76 76 66 68 C52 58 36 48 14 46 Z" opacity={0.22} />
    <path d="M34 24 L30 56 M56 36 L50 66" fill="none" stroke="#b08d57" strokeWidth={5} />
    <path d="M85 67 C88 70 91 72 95 73 C93 79 89 81 84 80 Z" fill="#b08d57" />
    <ellipse cx={12} cy={36} rx={6} ry={16} fill={darker(colour, 0.45)} />
  </>
);

const Mead = ({ colour }: ArtProps) => (
  <>
    <Band d="M70 42 H84 V72 H70" colour={WOOD} ink={INK} width={6} edge={2.5} />
    <rect x={20} y={30} width={50} height={60} rx={3} fill={colour} />
    <path d="M32 34 V86 M45 34 V86 M58 34 V86" fill="none" stroke={darker(colour, 0.3)} strokeWidth={2} />
    <Shade d="M58 30 H67 Q70 30 70 33 V87 Q70 90 67 90 H58 Z" opacity={0.2} />
    <path d="M20 40 H70 M20 80 H70" fill="none" stroke={IRON} strokeWidth={5} />
    <path d="M16 32 C12 22 22 14 30 18 C34 10 48 10 50 18 C56 12 68 14 70 22 C78 24 76 34 70 34 L68 42 C66 36 64 36 62 40 V32 H16 Z" fill="#fffaf0" />
  </>
);

export const VIKINGS_ART: ThemeArt = {
  pen: outlinePen(INK, 4, 'miter'),
  mark: '#f77f00',
  symbols: { hammer: Hammer, rune: Rune, longship: Longship, raven: Raven, helmet: Helmet, axe: Axe, shield: Shield, horn: Horn, mead: Mead },
};
