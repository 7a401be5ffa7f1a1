/**
 * The path of the payline being shown, drawn over the reels in a reels × rows cell coordinate
 * space stretched to the reels' box (the stroke keeps its width whatever the stretch).
 */
export function PaylineOverlay({ line, rowCount, className }: { line: readonly number[]; rowCount: number; className?: string }) {
  const reels = line.length;
  const y = (row: number | undefined) => (row ?? 0) + 0.5;
  const points = [`0,${y(line[0])}`, ...line.map((row, reel) => `${reel + 0.5},${y(row)}`), `${reels},${y(line[reels - 1])}`].join(' ');
  return (
    <svg className={className} viewBox={`0 0 ${reels} ${rowCount}`} preserveAspectRatio="none" aria-hidden="true" data-testid="payline">
      <polyline points={points} fill="none" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
