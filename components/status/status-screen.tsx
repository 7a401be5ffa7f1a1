import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Logo } from '@/components/layout/logo';
import { StatusIllustration } from './status-illustration';
import styles from './status.module.css';

export const STATUS_CODES = ['404', '429', '451', 'jurisdiction', '503', '500'] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

/**
 * A page of its own (outside the site layout): the brand bar and the screen centred below.
 * Without `homeHref` (the jurisdiction block) the logo leads nowhere.
 */
export function StandaloneFrame({ homeHref, homeLabel, children }: { homeHref?: string; homeLabel: string; children: ReactNode }) {
  return (
    <div className={styles.standalone}>
      <header className={styles.bar}>
        {homeHref ? (
          <Link href={homeHref} aria-label={homeLabel}>
            <Logo />
          </Link>
        ) : (
          <Logo />
        )}
      </header>
      <main id="main" className={styles.standaloneMain}>
        {children}
      </main>
    </div>
  );
}

export function isStatusCode(value: string): value is StatusCode {
  return (STATUS_CODES as readonly string[]).includes(value);
}

interface StatusScreenProps {
  /** A status page's code, or "generic" for the error boundaries. */
  code: StatusCode | 'generic';
  /** The lobby in the page's locale and variant; omitted where the lobby is closed (jurisdiction). */
  lobbyHref?: string;
  /** Extra actions (a retry button on error boundaries). */
  actions?: ReactNode;
  /** Heading level: h1 on pages of their own, h2 inside a layout that has its own h1. */
  as?: 'h1' | 'h2';
}

/** The body of every error page: illustration, title, explanation and the way back. */
export function StatusScreen({ code, lobbyHref, actions, as: Heading = 'h1' }: StatusScreenProps) {
  const t = useTranslations('errors');
  const label = /^\d+$/.test(code) ? t('code', { code }) : null;
  return (
    // data-error-page: lib/domain/routing/route-history ERROR_PAGE_ATTRIBUTE (not kept as the last route).
    <section className={styles.screen} data-error-page={code}>
      <StatusIllustration code={code === 'generic' ? '500' : code} />
      {label && <p className={styles.code}>{label}</p>}
      <Heading className={styles.title}>{t(`${code}.title`)}</Heading>
      <p className={styles.body}>{t(`${code}.body`)}</p>
      {(lobbyHref || actions) && (
        <div className={styles.actions}>
          {actions}
          {lobbyHref && (
            <Link href={lobbyHref} className={styles.primary}>
              {t('toLobby')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
