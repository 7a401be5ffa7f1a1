import { useEffect, useState } from 'react';

/**
 * The current time, moving every `intervalMs` while the component is mounted (live countdowns).
 * One timer per component; the first render reads the clock itself.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
