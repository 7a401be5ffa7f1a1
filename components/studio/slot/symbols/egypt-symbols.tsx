import { Band, darker, lighter, outlinePen, Shade, type ArtProps, type ThemeArt } from './symbol-kit';

/** Temple relief: flat paint in sharp-cornered ink outlines, gold and lapis inlay, no gloss. */

const INK = '#2e1a03';
const GOLD = '#d4a017';
const LAPIS = '#1e4fa8';
const CARNELIAN = '#b23a1e';
const SKIN = '#b5733b';
const REED = '#2e7d32';

const Pharaoh = ({ colour }: ArtProps) => (
  <>
    <path d="M50 8 C30 8 21 21 21 40 L13 88 H38 V62 H62 V88 H87 L79 40 C79 21 70 8 50 8 Z" fill={colour} />
    <path d="M17.8 64 H38 V71 H16.6 Z M15.7 77 H38 V84 H14.6 Z M82.2 64 H62 V71 H83.4 Z M84.3 77 H62 V84 H85.4 Z" fill={LAPIS} strokeWidth={2} />
    <path d="M36 30 H64 V54 C64 66 57 73 50 73 C43 73 36 66 36 54 Z" fill={SKIN} />
    <path d="M40 44 H47 M53 44 H60" fill="none" strokeWidth={3.5} />
    <path d="M45 73 H55 L54 90 H46 Z" fill={LAPIS} />
    <path d="M50 34 C45 30 45 22 50 18 C55 22 55 30 50 34 Z" fill={LAPIS} strokeWidth={2.5} />
    <Shade d="M64 30 V54 C64 66 57 73 50 73 C56 66 58 58 58 30 Z" opacity={0.18} />
  </>
);

const Scarab = ({ colour }: ArtProps) => (
  <>
    <circle cx={50} cy={13} r={9} fill={CARNELIAN} />
    <path d="M30 50 C18 40 8 42 3 50 C12 56 20 62 32 64 Z M70 50 C82 40 92 42 97 50 C88 56 80 62 68 64 Z" fill={GOLD} />
    <path d="M36 80 L26 92 M64 80 L74 92 M42 30 L38 22 M58 30 L62 22" fill="none" strokeWidth={4} />
    <path d="M38 34 C38 22 62 22 62 34 Z" fill={darker(colour, 0.3)} />
    <ellipse cx={50} cy={62} rx={21} ry={25} fill={colour} />
    <path d="M50 38 V87" fill="none" strokeWidth={3} />
    <ellipse cx={50} cy={38} rx={15} ry={7} fill={GOLD} />
    <Shade d="M50 39 C62 39 71 50 71 62 C71 76 62 87 50 87 Z" opacity={0.18} />
  </>
);

const Ankh = ({ colour }: ArtProps) => (
  <>
    <path
      fillRule="evenodd"
      fill={colour}
      d="M50 8 C34 8 29 24 34 37 C37 43 41 47 43 48 H22 V61 H44 L40 92 H60 L56 61 H78 V48 H57 C59 47 63 43 66 37 C71 24 66 8 50 8 Z M50 19 C58 19 59 29 56 37 C54 41 52 44 50 45 C48 44 46 41 44 37 C41 29 42 19 50 19 Z"
    />
    <path d="M22 54.5 H78" fill="none" stroke={LAPIS} strokeWidth={4} />
    <Shade d="M56 61 H60 L58 92 H60 L56 61 Z M66 37 C71 24 66 8 50 8 C60 12 64 24 60 36 Z" opacity={0.2} />
  </>
);

const Eye = ({ colour }: ArtProps) => (
  <>
    <path d="M12 30 Q50 10 88 27 L86 35 Q50 20 14 38 Z" fill={colour} />
    <path d="M10 52 Q40 30 72 42 L90 46 Q60 68 10 52 Z" fill="#f3e2bd" />
    <circle cx={50} cy={48} r={11} fill={colour} />
    <circle cx={50} cy={48} r={5} fill={INK} stroke="none" />
    <Band d="M46 62 L42 80 Q40 92 50 90 Q56 88 54 82" colour={colour} ink={INK} width={5} edge={2} />
    <Band d="M62 60 L78 86" colour={colour} ink={INK} width={5} edge={2} />
  </>
);

const Cat = ({ colour }: ArtProps) => (
  <>
    <Band d="M40 88 C24 92 12 86 16 74 C18 68 24 68 26 72" colour={colour} ink={INK} width={5} edge={2} />
    <path d="M40 90 C30 88 26 78 30 64 C33 52 40 44 48 40 L50 30 L52 12 L59 22 H66 L71 11 L73 27 C75 33 72 39 66 41 C64 51 66 62 68 74 L70 90 Z" fill={colour} />
    <Band d="M48 42 Q58 48 66 43" colour={GOLD} ink={INK} width={4} edge={1.5} />
    <path d="M61 28 Q65 25 69 28 Q65 31 61 28 Z" fill={GOLD} strokeWidth={1.5} />
    <circle cx={57} cy={37} r={2.6} fill={GOLD} strokeWidth={1.5} />
    <path d="M52 60 Q56 70 56 88" fill="none" stroke={lighter(colour, 0.3)} strokeWidth={2.5} />
  </>
);

const Pyramid = ({ colour }: ArtProps) => (
  <>
    <circle cx={80} cy={22} r={10} fill={CARNELIAN} />
    <path d="M50 12 L93 86 H7 Z" fill={colour} />
    <Shade d="M50 12 L93 86 H60 Z" opacity={0.25} />
    <path d="M36 36 H64 M22 60 H78 M43 24 V36 M57 36 V60 M36 60 V86 M70 60 V86" fill="none" strokeWidth={1.8} strokeOpacity={0.5} />
    <path d="M50 12 L57 24 H43 Z" fill={GOLD} strokeWidth={2.5} />
    <path d="M4 86 H96" fill="none" strokeWidth={4} />
  </>
);

const Urn = ({ colour }: ArtProps) => (
  <>
    <Band d="M32 32 C20 32 20 46 28 48 M68 32 C80 32 80 46 72 48" colour={colour} ink={INK} width={4} edge={2} />
    <path d="M38 22 H62 V28 C78 36 82 58 70 76 L66 88 H34 L30 76 C18 58 22 36 38 28 Z" fill={colour} />
    <path d="M36 22 C36 10 64 10 64 22 Z" fill={GOLD} />
    <circle cx={50} cy={9} r={4} fill={GOLD} strokeWidth={2.5} />
    <Band d="M26 48 Q50 55 74 48" colour={LAPIS} ink={INK} width={5} edge={1.5} />
    <path d="M30 64 L36 70 L42 64 L48 70 L54 64 L60 70 L66 64 L70 68" fill="none" stroke={GOLD} strokeWidth={3} />
    <Shade d="M62 28 C78 36 82 58 70 76 L66 88 H58 C68 70 72 48 62 28 Z" opacity={0.2} />
  </>
);

const PETALS = [
  'M50 70 C36 60 22 40 15 19 C30 27 44 44 50 70 Z',
  'M50 70 C64 60 78 40 85 19 C70 27 56 44 50 70 Z',
  'M50 70 C40 54 31 33 33 11 C44 23 50 44 50 70 Z',
  'M50 70 C60 54 69 33 67 11 C56 23 50 44 50 70 Z',
  'M50 70 C42 50 44 26 50 6 C56 26 58 50 50 70 Z',
];

const Lotus = ({ colour }: ArtProps) => (
  <>
    <Band d="M50 70 V94" colour={REED} ink={INK} width={6} edge={2} />
    {PETALS.map((d, i) => (
      <path key={d} d={d} fill={i % 2 === 0 ? colour : lighter(colour, 0.35)} strokeWidth={3} />
    ))}
    <path d="M34 60 C40 72 60 72 66 60 L58 78 H42 Z" fill={REED} />
  </>
);

const Papyrus = ({ colour }: ArtProps) => (
  <>
    <rect x={24} y={18} width={52} height={64} fill={colour} />
    <rect x={17} y={10} width={66} height={13} rx={6.5} fill={darker(colour, 0.18)} />
    <rect x={17} y={77} width={66} height={13} rx={6.5} fill={darker(colour, 0.18)} />
    <g fill="none" stroke={INK} strokeWidth={3} strokeOpacity={0.8}>
      <path d="M32 38 Q38 31 44 38 Q38 42 32 38 Z" />
      <path d="M52 36 L56 31 L60 36 L64 31 L68 36" />
      <circle cx={38} cy={56} r={5} />
      <path d="M56 48 V66 M56 48 Q64 50 62 57" />
      <path d="M32 70 H44 M52 70 H68" />
    </g>
    <circle cx={38} cy={56} r={1.6} fill={INK} stroke="none" />
  </>
);

export const EGYPT_ART: ThemeArt = {
  pen: outlinePen(INK, 3.5, 'miter'),
  mark: CARNELIAN,
  symbols: { pharaoh: Pharaoh, scarab: Scarab, ankh: Ankh, eye: Eye, cat: Cat, pyramid: Pyramid, urn: Urn, lotus: Lotus, papyrus: Papyrus },
};
