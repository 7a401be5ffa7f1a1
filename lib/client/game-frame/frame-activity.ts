import { createStore, useStore } from '@/lib/client/store';

/**
 * One flag: is there anything of the game frame to show (a game loading, playing or minimized,
 * or a game modal)? The site layout's host reads only this, so every page's first load carries
 * these few lines and not the frame's store, its API call or its UI (those load with the first
 * game). The store (game-frame-store.ts) keeps the flag up to date.
 */
const active = createStore(false);

export function setFrameActive(next: boolean): void {
  active.set(next);
}

export function useFrameActive(): boolean {
  return useStore(active);
}
