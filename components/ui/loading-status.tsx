import styles from './loading-status.module.css';
import spinner from './spinner.module.css';

/** A spinner with its text, announced politely: the loader of a panel that is still learning what to show. */
export function LoadingStatus({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className={styles.loader} role="status" data-testid={testId}>
      <span className={spinner.spinner} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
