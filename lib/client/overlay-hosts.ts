import { createStore, useStore } from '@/lib/client/store';

/**
 * Whether the site shell should load the toast host and the modal host
 * (components/layout/overlay-hosts.tsx). The first `showToast` or `openModal` asks for them, so
 * their code and their stores are in no page's first load (the lobby's first-load JS budget):
 * only this flag and the shell's loader are.
 */
const wanted = createStore(false);

export function wantOverlayHosts(): void {
  wanted.set(true);
}

export function useOverlayHostsWanted(): boolean {
  return useStore(wanted);
}
