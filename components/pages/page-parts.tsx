import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ChevronRightIcon } from '@/components/ui/icons';
import styles from './pages.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

/** "Lobby › Slots": where the page sits, the last item being the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('catalog');
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.crumbs}>
      <ol className={styles.crumbList}>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className={styles.crumb}>
            {i > 0 && <ChevronRightIcon size={14} className={styles.crumbSep} />}
            {item.href ? (
              <Link href={item.href} className={styles.crumbLink}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The heading block of a catalogue page: picture, title, a line of facts. */
export function PageHeading({ title, media, facts, id }: { title: string; media?: ReactNode; facts?: ReactNode; id?: string }) {
  return (
    <header className={styles.heading}>
      {media && <div className={styles.headingMedia}>{media}</div>}
      <div className={styles.headingText}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {facts && <p className={styles.facts}>{facts}</p>}
      </div>
    </header>
  );
}
