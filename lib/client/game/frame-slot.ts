import { useSyncExternalStore } from 'react';

/**
 * The game page's empty box where the frame appears. The iframe itself never lives in the
 * page: React would unmount it (and the game would start over) every time the player left the
 * page. It lives in the layout's host, which lays it over this element while the page shows and
 * docks it in a corner when the page is gone. The page registers the element here.
 */
let slot: HTMLElement | null = null;
const subscribers = new Set<() => void>();

export function setFrameSlot(element: HTMLElement | null): void {
  if (element === slot) return;
  slot = element;
  for (const notify of [...subscribers]) notify();
}

/** Unregisters `element` only if it is still the slot (a newer page may have taken over). */
export function releaseFrameSlot(element: HTMLElement): void {
  if (slot === element) setFrameSlot(null);
}

export function getFrameSlot(): HTMLElement | null {
  return slot;
}

function subscribe(listener: () => void): () => void {
  subscribers.add(listener);
  return () => subscribers.delete(listener);
}

export function useFrameSlot(): HTMLElement | null {
  return useSyncExternalStore(subscribe, getFrameSlot, () => null);
}
