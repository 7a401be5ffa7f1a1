'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { closeAllModals, useOpenModals } from '@/lib/client/modals/modal-requests';

const ModalHost = lazy(() => import('./modal-host').then((m) => ({ default: m.ModalHost })));

/**
 * Mounted once in the site shell: shows the modals features open with `openModal`, whose code is
 * fetched with the first of them. A route change closes them all (spec platform §2).
 */
export function ModalHostLoader() {
  const modals = useOpenModals();
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closeAllModals();
  }, [pathname]);
  if (modals.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost modals={modals} />
    </Suspense>
  );
}
