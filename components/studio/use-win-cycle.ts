'use client';

import { useEffect, useState } from 'react';

/**
 * Steps through `length` items every `intervalMs` (the paying lines of a spin, one at a time),
 * starting again at 0 whenever `resetKey` changes (a new round).
 */
export function useWinCycle(length: number, intervalMs: number, resetKey: string | null): number {
  const [cycle, setCycle] = useState({ key: resetKey, tick: 0 });

  useEffect(() => {
    if (length < 2 || resetKey === null) return;
    const id = setInterval(() => {
      setCycle((prev) => ({ key: resetKey, tick: prev.key === resetKey ? prev.tick + 1 : 1 }));
    }, intervalMs);
    return () => clearInterval(id);
  }, [length, intervalMs, resetKey]);

  if (length === 0 || cycle.key !== resetKey) return 0;
  return cycle.tick % length;
}
