'use client';

import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert') && el.getClientRects().length > 0);
}

let locks = 0;

/**
 * What an open dialog or drawer does to the page: Escape closes it, Tab stays inside it,
 * focus moves in on open and goes back where it was on close, the page behind does not scroll.
 */
export function useDialogBehaviour(open: boolean, containerRef: RefObject<HTMLElement | null>, onClose: () => void, initialFocusRef?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocusRef?.current ?? focusables(container)[0] ?? container;
    first.focus({ preventScroll: true });

    locks += 1;
    document.body.dataset.scrollLocked = 'true';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === head || !container.contains(active))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (active === tail || !container.contains(active))) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      locks -= 1;
      if (locks === 0) delete document.body.dataset.scrollLocked;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, containerRef, onClose, initialFocusRef]);
}
