import { useSyncExternalStore } from 'react';

/**
 * One flag: is there anything of the game frame to show (a game loading, playing or minimized,
 * or a game modal)? The site layout's host reads only this, so every page's first load carries
 * these few lines and not the frame's store, its API call or its UI (those load with the first
 * game). The store (game-frame-store.ts) keeps the flag up to date.
 */
let active = false;
const subscribers = new Set<() => void>();

export function setFrameActive(next: boolean): void {
  if (next === active) return;
  active = next;
  for (const notify of [...subscribers]) notify();
}

function subscribe(listener: () => void): () => void {
  subscribers.add(listener);
  return () => subscribers.delete(listener);
}

export function useFrameActive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => false,
  );
}
