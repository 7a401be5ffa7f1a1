'use client';

import { useEffect, useEffectEvent, useId, type RefObject } from 'react';
import { isTopLayer, pushLayer, removeLayer } from '@/lib/client/modals/modal-stack';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert') && el.getClientRects().length > 0);
}

let locks = 0;

interface DialogOptions {
  /** Element focused when the dialog opens (the first focusable one otherwise). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The dialog's own child of <body> (a portal): the page behind goes inert while it is open. */
  rootRef?: RefObject<HTMLElement | null>;
}

/**
 * What an open dialog or drawer does to the page: it becomes the top layer of the one modal
 * stack (lib/client/modals/modal-stack.ts); while it is on top, Escape closes it and Tab stays
 * inside it; focus moves in on open and goes back where it was on close (into the layer below
 * when it was opened from there); the page behind does not scroll.
 */
export function useDialogBehaviour(open: boolean, containerRef: RefObject<HTMLElement | null>, onClose: () => void, options: DialogOptions = {}) {
  const layerId = useId();
  const { initialFocusRef, rootRef } = options;
  // Effect events: a new onClose on every render must not re-run the effect (it moves focus).
  const close = useEffectEvent(() => onClose());
  const firstFocus = useEffectEvent((container: HTMLElement) => initialFocusRef?.current ?? focusables(container)[0] ?? container);
  const root = useEffectEvent(() => rootRef?.current ?? null);

  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushLayer(layerId, container, root());
    firstFocus(container).focus({ preventScroll: true });

    locks += 1;
    document.body.dataset.scrollLocked = 'true';

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopLayer(layerId)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
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
      // Out of the stack first: the layer below stops being inert and can take the focus back.
      removeLayer(layerId);
      locks -= 1;
      if (locks === 0) delete document.body.dataset.scrollLocked;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, containerRef, layerId]);
}
