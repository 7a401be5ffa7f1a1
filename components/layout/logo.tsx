import { useId } from 'react';
import styles from './logo.module.css';

/** The Croupier mark: a gold casino chip and the wordmark (`responsive`: chip only below 380 px). */
export function Logo({ responsive = false }: { responsive?: boolean }) {
  const gold = `${useId()}-gold`;
  return (
    <span className={`${styles.logo} ${responsive ? styles.responsive : ''}`}>
      <svg className={styles.chip} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe08c" />
            <stop offset="0.5" stopColor="#f6c453" />
            <stop offset="1" stopColor="#d88e14" />
          </linearGradient>
        </defs>
        <circle cx="20" cy="20" r="19" fill={`url(#${gold})`} />
        <circle cx="20" cy="20" r="19" fill="none" stroke="#7c3aed" strokeWidth="5" strokeDasharray="6 6" />
        <circle cx="20" cy="20" r="12" fill="#1a1640" stroke="#fff3c4" strokeWidth="1.5" />
        <path d="M20 12.5l2.1 4.6 5 .5-3.8 3.3 1.1 4.9L20 23.3l-4.4 2.5 1.1-4.9-3.8-3.3 5-.5z" fill={`url(#${gold})`} />
      </svg>
      <span className={styles.word}>Croupier</span>
    </span>
  );
}
