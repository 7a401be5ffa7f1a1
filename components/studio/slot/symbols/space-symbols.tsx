import type { ReactNode } from 'react';
import type { ArtProps, ThemeArt } from './symbol-kit';

/** Outer space: neon tubes in each symbol's colour, a soft glow and a white-hot core, no fills. */

const VOID = '#05051a';

/** Draws the line art three times: a wide faint glow, the tube, its white core. */
function NeonPen({ colour, children }: ArtProps & { children: ReactNode }) {
  return (
    <g fill="none" stroke={colour} strokeLinecap="round" strokeLinejoin="round">
      <g strokeWidth={10} strokeOpacity={0.25}>{children}</g>
      <g strokeWidth={4}>{children}</g>
      <g stroke="#fff" strokeWidth={1.3} strokeOpacity={0.75}>
        {children}
      </g>
    </g>
  );
}

const Astronaut = () => (
  <>
    <path d="M20 93 C20 73 33 64 50 64 C67 64 80 73 80 93" />
    <rect x={41} y={74} width={18} height={11} rx={2} />
    <circle cx={50} cy={40} r={25} fill={VOID} />
    <path d="M33 37 Q33 26 50 26 Q67 26 67 37 Q67 52 50 52 Q33 52 33 37 Z" />
    <path d="M39 34 Q41 30 46 30" />
    <path d="M69 22 L77 11" />
    <circle cx={78} cy={9} r={2.5} />
  </>
);

const BlackHole = () => (
  <>
    <ellipse cx={50} cy={50} rx={44} ry={13} transform="rotate(-20 50 50)" />
    {[0, 120, 240].map((angle) => (
      <path key={angle} d="M50 50 C50 36 67 34 73 46 C80 62 62 80 42 75" transform={`rotate(${angle} 50 50)`} />
    ))}
    <circle cx={50} cy={50} r={9} fill={VOID} />
  </>
);

const Rocket = () => (
  <g transform="rotate(40 50 50)">
    <path d="M42 72 Q50 96 58 72" stroke="#ffca3a" />
    <path d="M38 52 L25 72 L38 68 Z M62 52 L75 72 L62 68 Z" />
    <path d="M50 6 C63 19 65 40 62 70 H38 C35 40 37 19 50 6 Z" fill={VOID} />
    <circle cx={50} cy={34} r={7} />
    <path d="M40 56 H60" />
  </g>
);

const Ufo = ({ colour }: ArtProps) => (
  <>
    <path d="M36 62 L24 92 H76 L64 62 Z" fill={colour} fillOpacity={0.08} strokeOpacity={0.45} strokeDasharray="4 5" />
    <path d="M35 45 Q35 24 50 24 Q65 24 65 45" fill={VOID} />
    <ellipse cx={50} cy={50} rx={40} ry={12} fill={VOID} />
    <circle cx={30} cy={51} r={2.5} />
    <circle cx={50} cy={55} r={2.5} />
    <circle cx={70} cy={51} r={2.5} />
  </>
);

const Planet = () => (
  <>
    <path d="M11 61 A40 11 -20 0 1 89 39" />
    <circle cx={50} cy={50} r={24} fill={VOID} />
    <path d="M30 38 Q50 46 71 40 M27 53 Q50 60 73 53" strokeOpacity={0.6} />
    <path d="M89 39 A40 11 -20 0 1 11 61" />
  </>
);

const Comet = () => (
  <>
    <path d="M40 58 L86 12 M42 70 L90 38 M30 57 L60 10" />
    <circle cx={30} cy={70} r={14} fill={VOID} />
    <circle cx={26} cy={74} r={4} />
  </>
);

const Moon = () => (
  <>
    <path d="M58 10 A40 40 0 1 0 90 62 A31 31 0 1 1 58 10 Z" />
    <circle cx={30} cy={46} r={5} />
    <circle cx={44} cy={72} r={3.5} />
    <circle cx={26} cy={66} r={2.5} />
  </>
);

const Satellite = () => (
  <g transform="rotate(-30 50 50)">
    <path d="M34 50 H40 M60 50 H66" />
    <rect x={6} y={40} width={28} height={20} rx={1} />
    <path d="M15.3 40 V60 M24.6 40 V60 M6 50 H34" strokeOpacity={0.7} />
    <rect x={66} y={40} width={28} height={20} rx={1} />
    <path d="M75.3 40 V60 M84.6 40 V60 M66 50 H94" strokeOpacity={0.7} />
    <rect x={40} y={38} width={20} height={24} rx={3} fill={VOID} />
    <path d="M40 30 Q50 40 60 30 M50 35 V22" />
    <circle cx={50} cy={20} r={2.5} />
  </g>
);

const Star = () => (
  <>
    <path d="M50 6 Q54 46 94 50 Q54 54 50 94 Q46 54 6 50 Q46 46 50 6 Z" />
    <path d="M81 12 Q82 18 88 19 Q82 20 81 26 Q80 20 74 19 Q80 18 81 12 Z" />
    <path d="M20 74 Q21 80 27 81 Q21 82 20 88 Q19 82 13 81 Q19 80 20 74 Z" />
  </>
);

export const SPACE_ART: ThemeArt = {
  pen: NeonPen,
  mark: '#f72585',
  symbols: { astronaut: Astronaut, black_hole: BlackHole, rocket: Rocket, ufo: Ufo, planet: Planet, comet: Comet, moon: Moon, satellite: Satellite, star: Star },
};
