'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { getPathname, useRouter } from '@/i18n/navigation';
import { useAuthFrame } from './auth-frame';
import styles from './auth.module.css';

/**
 * A link from one auth screen to another (login ↔ registration ↔ remind). In a popup it
 * replaces the popup (the intercepting route catches it, and closing still goes back to the
 * page under it); on a full page it is a plain page load, because a client navigation would
 * open the next screen as a popup over this one. The guard's `redirect` travels along, so a
 * visitor sent to log in who registers instead still ends up where they were going (read at
 * click time: the page is static and the same for every query).
 */
export function AuthSwitchLink({ path, className, children }: { path: string; className?: string; children: ReactNode }) {
  const locale = useLocale();
  const router = useRouter();
  const { mode } = useAuthFrame();
  const href = getPathname({ href: path, locale });

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const redirect = new URLSearchParams(window.location.search).get('redirect');
    const target = redirect ? { pathname: path, query: { redirect } } : path;
    if (mode === 'modal') router.replace(target);
    else window.location.assign(getPathname({ href: target, locale }));
  };

  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** The line under a form that leads to another auth screen ("No account yet? Sign up"). */
export function AuthSwitchPrompt({ text, path, children }: { text?: string; path: string; children: ReactNode }) {
  return (
    <p className={styles.switch}>
      {text && `${text} `}
      <AuthSwitchLink path={path} className={styles.switchLink}>
        {children}
      </AuthSwitchLink>
    </p>
  );
}
