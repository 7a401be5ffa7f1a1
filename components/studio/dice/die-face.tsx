import styles from './dice.module.css';

/** Pip positions of faces 1–6 on a 3 × 3 grid (0–8, row by row). */
const PIPS: readonly (readonly number[])[] = [[4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]];

/** A die drawn in SVG; the face only decorates (the roll is the number beside it). */
export function DieFace({ value, tumbling }: { value: number; tumbling: boolean }) {
  const pips = PIPS[Math.abs(Math.floor(value)) % 6] ?? PIPS[0]!;
  return (
    <svg viewBox="0 0 60 60" className={`${styles.die} ${tumbling ? styles.dieTumbling : ''}`} aria-hidden="true">
      <defs>
        <linearGradient id="studio-die" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#d9d4f5" />
        </linearGradient>
      </defs>
      <rect x="3" y="3" width="54" height="54" rx="12" fill="url(#studio-die)" stroke="#8b5cf6" strokeWidth="2" />
      {pips.map((pip) => (
        <circle key={pip} cx={15 + (pip % 3) * 15} cy={15 + Math.floor(pip / 3) * 15} r="5" fill="#2a1a4a" />
      ))}
    </svg>
  );
}
