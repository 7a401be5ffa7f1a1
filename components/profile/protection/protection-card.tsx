import type { ReactNode } from 'react';
import styles from '../profile.module.css';

interface ProtectionCardProps {
  /** Names the heading (`{id}-title`) the section is labelled by. */
  id: string;
  testId: string;
  title: string;
  lead: string;
  /** The polite "saved" line; left out, the card has no status region (it saves nothing in place). */
  saved?: string | null;
  /** What went wrong, in the alert region. */
  failure: string | null;
  children: ReactNode;
}

/** One card of the Responsible gaming tab: its titled section, lead, and the saved and failure lines. */
export function ProtectionCard({ id, testId, title, lead, saved, failure, children }: ProtectionCardProps) {
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid={testId}>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {title}
      </h3>
      <p className={styles.muted}>{lead}</p>
      {children}
      {saved !== undefined && (
        <div role="status" aria-live="polite" className={styles.status}>
          {saved}
        </div>
      )}
      <div role="alert">{failure && <p className={styles.alert}>{failure}</p>}</div>
    </section>
  );
}
