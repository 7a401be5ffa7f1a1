'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False in the server's HTML and until React has hydrated: the play buttons stay disabled until
 * they do something, so a tap on a still-static page is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
