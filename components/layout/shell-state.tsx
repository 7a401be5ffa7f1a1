'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useDialogBehaviour } from '@/components/ui/use-dialog-behaviour';
import type { PickerItem } from '@/components/producers/producers-picker';
import styles from './shell.module.css';

/**
 * The shell's interactive state: the sidebar drawer (below 1054 px) and the producers picker.
 * Both remember the path they were opened on, so a route change closes them (spec §2:
 * modals close on route change) without an effect.
 */
interface ShellState {
  drawerOpen: boolean;
  toggleDrawer: () => void;
  closeDrawer: () => void;
  openPicker: () => void;
}

const ShellContext = createContext<ShellState | null>(null);

const loadPicker = () => import('@/components/producers/producers-picker');
/** The picker's code is fetched when a visitor first reaches for it, not with every page. */
// React.lazy rather than next/dynamic: the picker only ever mounts after a click, and
// next/dynamic's loader would add its own code to every page's first load.
const ProducersPicker = lazy(() => loadPicker().then((m) => ({ default: m.ProducersPicker })));

export function useShell(): ShellState | null {
  return useContext(ShellContext);
}

export function ShellProvider({ producers, children }: { producers: PickerItem[]; children: ReactNode }) {
  const pathname = usePathname() ?? '';
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const [pickerAt, setPickerAt] = useState<string | null>(null);
  const drawerOpen = drawerAt !== null && drawerAt === pathname;
  const pickerOpen = pickerAt !== null && pickerAt === pathname;

  const closeDrawer = useCallback(() => setDrawerAt(null), []);
  const closePicker = useCallback(() => setPickerAt(null), []);
  const value = useMemo<ShellState>(
    () => ({
      drawerOpen,
      toggleDrawer: () => setDrawerAt((at) => (at === pathname ? null : pathname)),
      closeDrawer,
      openPicker: () => {
        setDrawerAt(null);
        setPickerAt(pathname);
      },
    }),
    [drawerOpen, pathname, closeDrawer],
  );

  return (
    <ShellContext.Provider value={value}>
      {children}
      {pickerAt !== null && (
        <Suspense fallback={null}>
          <ProducersPicker open={pickerOpen} onClose={closePicker} producers={producers} />
        </Suspense>
      )}
    </ShellContext.Provider>
  );
}

export function MenuButton({ className }: { className?: string }) {
  const shell = useShell();
  const t = useTranslations('header');
  const open = shell?.drawerOpen ?? false;
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls="site-sidebar"
      aria-label={open ? t('closeMenu') : t('menu')}
      onClick={() => shell?.toggleDrawer()}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}

const DRAWER_QUERY = '(max-width: 1053.98px)';

function subscribeDrawerMode(onChange: () => void) {
  const media = window.matchMedia(DRAWER_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** The sidebar: a column on wide screens, a drawer with an overlay below 1054 px. */
export function SidebarFrame({ label, children }: { label: string; children: ReactNode }) {
  const shell = useShell();
  const t = useTranslations('header');
  const isDrawerMode = useSyncExternalStore(
    subscribeDrawerMode,
    () => window.matchMedia(DRAWER_QUERY).matches,
    () => false,
  );
  const open = Boolean(shell?.drawerOpen) && isDrawerMode;
  const panelRef = useRef<HTMLElement>(null);
  const close = shell?.closeDrawer ?? noop;
  useDialogBehaviour(open, panelRef, close);

  return (
    <>
      <div className={styles.drawerOverlay} data-open={open} onClick={close} aria-hidden="true" />
      <aside
        id="site-sidebar"
        ref={panelRef}
        className={styles.sidebar}
        data-open={open}
        aria-label={label}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        tabIndex={-1}
      >
        <div className={styles.drawerHead}>
          <button type="button" className={styles.drawerClose} onClick={close} aria-label={t('closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </aside>
    </>
  );
}

function noop() {}

function preloadPicker() {
  void loadPicker();
}

/** A link to the /producers page that opens the picker instead when scripts run. */
export function ProducersPickerTrigger({ href, className, children, label }: { href: string; className?: string; children: ReactNode; label?: string }) {
  const shell = useShell();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!shell || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    shell.openPicker();
  };
  return (
    <a href={href} className={className} onClick={onClick} onPointerEnter={preloadPicker} onFocus={preloadPicker} aria-haspopup="dialog" aria-label={label}>
      {children}
    </a>
  );
}
