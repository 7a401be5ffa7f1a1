'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * setTimeout that dies with the component: a game's choreography (reels landing one by one,
 * win cycles) must not touch state after the page went away or a new round began.
 */
export function useTimers(): { after: (ms: number, run: () => void) => void; clearAll: () => void } {
  const ids = useRef(new Set<ReturnType<typeof setTimeout>>());

  const clearAll = useCallback(() => {
    for (const id of ids.current) clearTimeout(id);
    ids.current.clear();
  }, []);

  const after = useCallback((ms: number, run: () => void) => {
    const id = setTimeout(() => {
      ids.current.delete(id);
      run();
    }, ms);
    ids.current.add(id);
  }, []);

  useEffect(() => clearAll, [clearAll]);
  return { after, clearAll };
}

/** Resolves after `ms` through the component's timers (never, if it unmounts first). */
export function wait(after: (ms: number, run: () => void) => void, ms: number): Promise<void> {
  return new Promise((resolve) => after(ms, resolve));
}
