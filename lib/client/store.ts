import { useSyncExternalStore } from 'react';

/**
 * The one helper for browser state that is not server data (the game frame, its slot and
 * activity flag, the guest stage, the verification modal, the session's status …). Server data
 * the browser reads goes through SWR instead (lib/client/swr). A store is a value outside React
 * that any module may read or set and React components follow with `useStore`.
 */
export interface Store<T> {
  get(): T;
  /** Replaces the value and tells the subscribers; the same value again tells nobody. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** The value of the server render and of hydration: the one the store was created with. */
  readonly initial: T;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value in a component, re-rendered on every change. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
