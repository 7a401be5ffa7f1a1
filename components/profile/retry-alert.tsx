import styles from './profile.module.css';
import buttons from '@/components/ui/button.module.css';

/**
 * A profile tab's list that did not load: the alert (announced) and a button that asks again.
 * One shape for the Gifts, Trophies and Levels tabs; each passes its own texts.
 */
export function RetryAlert({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.actions}>
      <p className={styles.alert}>{text}</p>
      <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
