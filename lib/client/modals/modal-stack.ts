/**
 * The one modal stack (spec platform §2 "Modals (stack; close on route change or overlay
 * click)"): every open dialog — a `<Modal>`, the sidebar drawer, the slot paytable, a modal a
 * feature opened with `openModal` — is a layer here, in the order they opened. Only the top
 * layer answers Escape and keeps Tab inside (components/ui/use-dialog-behaviour.ts); the layers
 * under it are made `inert`, and so is the page behind once a layer lives at the top of <body>
 * (a `<Modal>` is portalled there). The DOM is changed here, synchronously, so the focus can go
 * back into the layer below in the same task the top one closes in.
 */
interface Layer {
  id: string;
  /** What the layer traps focus in; made inert while another layer is above it. */
  element: HTMLElement;
  /** A child of <body> the layer lives in (a portal): the rest of <body> goes inert under it. */
  root: HTMLElement | null;
}

let layers: readonly Layer[] = [];

/** What stays live under a modal: the toasts (their announcements) and Next's route announcer. */
const KEEP_LIVE = '[data-modal-layer], [data-toast-host], script, next-route-announcer';
let inertBackground: HTMLElement[] = [];

/**
 * A layer under the top one: out of reach (inert) and hidden from screen readers too, so only
 * one `aria-modal` dialog is ever exposed. The page behind only goes inert (which already
 * keeps it from assistive technology in browsers; the top dialog's aria-modal says the rest).
 */
function applyInertness(list: readonly Layer[]): void {
  list.forEach((layer, index) => {
    const covered = index < list.length - 1;
    layer.element.toggleAttribute('inert', covered);
    if (covered) layer.element.setAttribute('aria-hidden', 'true');
    else layer.element.removeAttribute('aria-hidden');
  });
  for (const element of inertBackground) element.removeAttribute('inert');
  inertBackground = [];
  if (!list.some((layer) => layer.root)) return;
  for (const child of document.body.children) {
    if (child instanceof HTMLElement && !child.matches(KEEP_LIVE) && !child.hasAttribute('inert')) {
      child.setAttribute('inert', '');
      inertBackground.push(child);
    }
  }
}

export function pushLayer(id: string, element: HTMLElement, root: HTMLElement | null = null): void {
  layers = [...layers.filter((layer) => layer.id !== id), { id, element, root }];
  applyInertness(layers);
}

export function removeLayer(id: string): void {
  const next = layers.filter((layer) => layer.id !== id);
  if (next.length === layers.length) return;
  layers = next;
  applyInertness(layers);
}

export function isTopLayer(id: string): boolean {
  return layers.at(-1)?.id === id;
}
