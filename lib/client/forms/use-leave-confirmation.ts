'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';

/** After the player agreed to leave, the page's own unload must not ask a second time. */
const AGREED_TO_LEAVE_MS = 1000;

/** The link an in-app click would follow, or null when the click is not a same-tab page change. */
export function leavingLink(event: MouseEvent, location: Location): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  // Other sites: the browser's own beforeunload prompt asks.
  if (url.origin !== location.origin) return null;
  // A hash link on the same page only scrolls.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

/**
 * Leave-page confirmation for a form with unsaved data (spec: forms): closing or
 * reloading the tab triggers the browser's beforeunload prompt, and an in-app link click asks
 * `forms.leaveConfirm` first. The click listener runs in the capture phase on window, before
 * Next's <Link> handler, so a refusal stops the navigation. Router calls made by code
 * (router.push, back/forward) are not seen; a modal's close button calls `confirmLeave()`.
 */
export function useLeaveConfirmation(hasUnsavedData: boolean): { confirmLeave: () => boolean } {
  const t = useTranslations('forms');
  const message = t('leaveConfirm');
  const active = useRef(hasUnsavedData);
  const agreed = useRef(false);

  useEffect(() => {
    active.current = hasUnsavedData;
    if (!hasUnsavedData) return;
    let agreedTimer: number | undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (agreed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event, window.location)) return;
      if (window.confirm(message)) {
        agreed.current = true;
        window.clearTimeout(agreedTimer);
        agreedTimer = window.setTimeout(() => {
          agreed.current = false;
        }, AGREED_TO_LEAVE_MS);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      window.clearTimeout(agreedTimer);
      agreed.current = false;
    };
  }, [hasUnsavedData, message]);

  /** True when the player may leave: nothing unsaved, or they agreed. */
  const confirmLeave = useCallback(() => !active.current || window.confirm(message), [message]);
  return { confirmLeave };
}
