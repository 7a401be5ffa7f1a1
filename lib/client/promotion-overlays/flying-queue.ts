import { createStore, type Store } from '@/lib/client/store';

/**
 * The flying high-fives (spec play-promos §2 "Flying notification", §9): each received high-five
 * shows its icon for `showMs` (3000 ms, PROMO_LIMITS), the first 2.5 s of it the appearance
 * animation (CSS). Several arriving together stack, at most `maxVisible` at once; the rest wait
 * their turn, so a burst never covers the page and none is lost. One under the pointer or the
 * keyboard focus stays until it is left (WCAG 2.2.1: a moving target a player is reaching for must
 * not vanish under the cursor), then leaves after RELEASE_GRACE_MS.
 */
export interface FlyingHighFive {
  id: number;
  from: string;
  slug: string;
}

/** How long one stays after the pointer or the focus leaves it. */
export const RELEASE_GRACE_MS = 1000;

export interface FlyingQueue {
  store: Store<readonly FlyingHighFive[]>;
  push(item: Omit<FlyingHighFive, 'id'>): void;
  /** Keeps one on screen while the pointer is over it or it has the focus. */
  hold(id: number): void;
  /** The pointer or the focus left: it goes after RELEASE_GRACE_MS. */
  release(id: number): void;
  /** Removes one at once (clicked), letting the next waiting one in. */
  dismiss(id: number): void;
  /** Stops every timer (the overlays unmount). */
  clear(): void;
}

export function createFlyingQueue(showMs: number, maxVisible = 3): FlyingQueue {
  const store = createStore<readonly FlyingHighFive[]>([]);
  const waiting: FlyingHighFive[] = [];
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let sequence = 0;

  const leaveAfter = (id: number, ms: number) => {
    clearTimeout(timers.get(id));
    timers.set(id, setTimeout(() => dismiss(id), ms));
  };
  const showing = (id: number) => store.get().some((item) => item.id === id);

  const show = (item: FlyingHighFive) => {
    store.set([...store.get(), item]);
    leaveAfter(item.id, showMs);
  };

  function dismiss(id: number): void {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const left = store.get().filter((item) => item.id !== id);
    if (left.length === store.get().length) return;
    store.set(left);
    const next = waiting.shift();
    if (next) show(next);
  }

  return {
    store,
    push(item) {
      sequence += 1;
      const entry = { ...item, id: sequence };
      if (store.get().length < maxVisible) show(entry);
      else waiting.push(entry);
    },
    hold(id) {
      clearTimeout(timers.get(id));
      timers.delete(id);
    },
    release(id) {
      if (showing(id)) leaveAfter(id, RELEASE_GRACE_MS);
    },
    dismiss,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      waiting.length = 0;
      store.set([]);
    },
  };
}
