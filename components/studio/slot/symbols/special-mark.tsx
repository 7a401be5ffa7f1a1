import { starPoints } from './symbol-kit';

export type SpecialKind = 'wild' | 'scatter';

const RAYS = Array.from({ length: 12 }, (_, i) => i * 30);

/**
 * What sets the wild and the scatter apart in every theme, drawn behind the symbol: the wild sits
 * on a solid spiked burst, the scatter on a ring of sun rays, both in the theme's mark colour.
 */
export function SpecialMark({ kind, colour, className }: { kind: SpecialKind; colour: string; className?: string }) {
  if (kind === 'wild') {
    return (
      <g className={className} data-mark="wild">
        <polygon points={starPoints(50, 50, 50, 40, 16)} fill={colour} stroke="#fff" strokeWidth={2} strokeLinejoin="round" />
      </g>
    );
  }
  return (
    <g className={className} data-mark="scatter">
      {RAYS.map((angle) => (
        <path key={angle} d="M50 50 L45 1 L55 1 Z" transform={`rotate(${angle} 50 50)`} fill={colour} fillOpacity={0.85} />
      ))}
      <circle cx={50} cy={50} r={41} fill="none" stroke={colour} strokeWidth={4} />
    </g>
  );
}
