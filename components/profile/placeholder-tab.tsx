import { useTranslations } from 'next-intl';
import { UserIcon } from '@/components/ui/icons';
import { TAB_MESSAGE_KEYS, type ProfileTab } from './profile-tabs';
import styles from './profile.module.css';
import badges from '@/components/ui/badge.module.css';

type PlaceholderTabName = Extract<ProfileTab, 'verification'>;

const ICONS: Record<PlaceholderTabName, typeof UserIcon> = {
  verification: UserIcon,
};

/** The "what will be here" points each placeholder lists (profile.placeholders.<tab>.pointN). */
const POINTS = ['point1', 'point2', 'point3'] as const;

/**
 * The tab whose feature comes with a later issue (document verification, issue 15): a screen
 * that says what will live there, rendered on the server.
 */
export function PlaceholderTab({ tab }: { tab: PlaceholderTabName }) {
  const t = useTranslations(`profile.placeholders.${TAB_MESSAGE_KEYS[tab]}`);
  const tc = useTranslations('profile.placeholders');
  const Icon = ICONS[tab];
  return (
    <section className={`${styles.card} ${styles.placeholder}`} aria-labelledby={`placeholder-${tab}`}>
      <span className={styles.placeholderIcon}>
        <Icon size={26} />
      </span>
      <div className={styles.sectionHead}>
        <h2 id={`placeholder-${tab}`} className={styles.sectionTitle}>
          {t('title')}
        </h2>
        <span className={`${badges.badge} ${badges.info}`}>{tc('soon')}</span>
      </div>
      <p className={styles.muted}>{t('lead')}</p>
      <ul className={styles.bullets}>
        {POINTS.map((point) => (
          <li key={point}>{t(point)}</li>
        ))}
      </ul>
    </section>
  );
}
