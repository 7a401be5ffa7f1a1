import { createStore, useStore } from '@/lib/client/store';

/**
 * The game page's empty box where the frame appears. The iframe itself never lives in the
 * page: React would unmount it (and the game would start over) every time the player left the
 * page. It lives in the layout's host, which lays it over this element while the page shows and
 * docks it in a corner when the page is gone. The page registers the element here.
 */
const slot = createStore<HTMLElement | null>(null);

export function setFrameSlot(element: HTMLElement | null): void {
  slot.set(element);
}

/** Unregisters `element` only if it is still the slot (a newer page may have taken over). */
export function releaseFrameSlot(element: HTMLElement): void {
  if (slot.get() === element) slot.set(null);
}

export function getFrameSlot(): HTMLElement | null {
  return slot.get();
}

export function useFrameSlot(): HTMLElement | null {
  return useStore(slot);
}
