import type { ReactNode } from 'react';
import { createStore, useStore } from '@/lib/client/store';
import { wantOverlayHosts } from '@/lib/client/overlay-hosts';

/**
 * Modals a feature opens from code (spec platform §2 kinds): `openModal({ kind: 'confirm', … })`
 * from anywhere in the browser; the one host of the site shell (components/layout/modal-host.tsx)
 * shows them on the one modal stack, above whatever is open (the cashbox, the verification …).
 * Each closes on its buttons, Escape, the overlay, and when the route changes. A modal that
 * belongs to a route (the auth screens, the cashbox popup) is a `<Modal>` in that route instead;
 * both are layers of the same stack.
 */
interface Common {
  title: string;
  /** Called once however the modal closes (button, Escape, overlay, route change). */
  onClose?: () => void;
}

export interface SelectOption {
  value: string;
  label: string;
}

export type ModalRequest = Common &
  (
    | /** A notice that leads to the profile's info tab (e.g. contacts to fill in). */ { kind: 'alert'; body?: string; actionTitle?: string }
    | /** A notice with one Close button. */ { kind: 'close'; body?: string }
    | /** A question: confirm (default "Buy") and cancel (default "Cancel"). */ {
        kind: 'confirm';
        body?: string;
        confirmTitle?: string;
        cancelTitle?: string;
        onConfirm: () => void | Promise<void>;
      }
    | /** The title and one confirm button (default "Buy"). */ { kind: 'buy'; confirmTitle?: string; onConfirm: () => void | Promise<void> }
    | /** A failure: title, body and an action (default: close). */ { kind: 'error'; body: string; actionTitle?: string; onAction?: () => void }
    | /** A bottom sheet of choices. */ { kind: 'select'; options: readonly SelectOption[]; selected?: string; onSelect: (value: string) => void }
    | /** Anything else (the inactive gift …): a component given `close`. */ { kind: 'custom'; render: (close: () => void) => ReactNode; size?: 'md' | 'lg' }
  );

export interface OpenModal {
  id: number;
  request: ModalRequest;
}

const open = createStore<readonly OpenModal[]>([]);
let sequence = 0;

/** Opens a modal on top of the stack; returns its id for `closeModal`. */
export function openModal(request: ModalRequest): number {
  sequence += 1;
  wantOverlayHosts();
  open.set([...open.get(), { id: sequence, request }]);
  return sequence;
}

export function closeModal(id: number): void {
  const list = open.get();
  const entry = list.find((m) => m.id === id);
  if (!entry) return;
  open.set(list.filter((m) => m.id !== id));
  entry.request.onClose?.();
}

export function closeAllModals(): void {
  for (const entry of [...open.get()].reverse()) closeModal(entry.id);
}

/**
 * Whether a dialog is open or about to be: one asked for with `openModal` (on screen only after
 * the host renders it, perhaps after loading its code) or any `aria-modal` dialog already in the
 * page (a route's `<Modal>`, the drawer). What opens by itself (the promo popup) asks this, so it
 * never lands on top of a dialog the visitor has just opened.
 */
export function dialogOpenOrOpening(): boolean {
  return open.get().length > 0 || document.querySelector('[aria-modal="true"]') !== null;
}

export function useOpenModals(): readonly OpenModal[] {
  return useStore(open);
}
