'use client';

import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import styles from './auth.module.css';

export type AuthFrameMode = 'modal' | 'page';

interface FrameApi {
  mode: AuthFrameMode;
  /** Leaves the screen: the modal goes back to the page under it, the full page to `fallback`. */
  close: () => void;
  /** A form with unsaved data registers its leave confirmation here. */
  setCloseGuard: (guard: (() => boolean) | null) => void;
}

const FrameContext = createContext<FrameApi | null>(null);

export function useAuthFrame(): FrameApi {
  const api = useContext(FrameContext);
  if (!api) throw new Error('useAuthFrame outside AuthFrame');
  return api;
}

/** Lets the frame ask the form before closing (spec §2: leave-page confirmation). */
export function useCloseGuard(confirmLeave: () => boolean): void {
  const { setCloseGuard } = useAuthFrame();
  useEffect(() => {
    setCloseGuard(confirmLeave);
    return () => setCloseGuard(null);
  }, [confirmLeave, setCloseGuard]);
}

/**
 * The login, registration, remind and new-password screens: a popup over the current page when
 * reached by a link (intercepting route under app/[locale]/(site)/@modal), a page of its own
 * when the URL is opened directly (spec §2 "popups" that also work as pages).
 */
export function AuthFrame({ mode, title, mainHref, children }: { mode: AuthFrameMode; title: string; mainHref: string; children: ReactNode }) {
  const router = useRouter();
  const t = useTranslations('auth');
  const guard = useRef<(() => boolean) | null>(null);
  const setCloseGuard = useCallback((g: (() => boolean) | null) => {
    guard.current = g;
  }, []);
  const close = useCallback(() => {
    if (guard.current && !guard.current()) return;
    if (mode === 'modal') router.back();
    else router.replace(mainHref);
  }, [mode, router, mainHref]);
  const api: FrameApi = { mode, close, setCloseGuard };

  if (mode === 'modal') {
    return (
      <FrameContext.Provider value={api}>
        <Modal open onClose={close} title={title} closeLabel={t('close')}>
          <div className={styles.body}>{children}</div>
        </Modal>
      </FrameContext.Provider>
    );
  }
  return (
    <FrameContext.Provider value={api}>
      <section className={styles.page} aria-labelledby="auth-page-title">
        <h1 id="auth-page-title" className={styles.pageTitle}>
          {title}
        </h1>
        <div className={styles.body}>{children}</div>
      </section>
    </FrameContext.Provider>
  );
}
