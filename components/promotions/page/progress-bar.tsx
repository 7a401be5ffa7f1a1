import styles from './promotion-page.module.css';

/** A labelled progress bar (0–100): the text says it, the bar shows it. */
export function ProgressBar({ value, label, testId }: { value: number; label: string; testId?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={styles.progress} data-testid={testId}>
      <span className={styles.progressLabel}>{label}</span>
      <span className={styles.progressTrack} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped} aria-label={label}>
        <span className={styles.progressFill} style={{ width: `${clamped}%` }} />
      </span>
    </div>
  );
}
