/**
 * The one helper for the browser's event maps (the session's events, the realtime messages):
 * listeners by name, each called in turn; one that throws is logged and the others still run.
 */
export interface EventMap<K extends string, A> {
  on(name: K, listener: (arg: A) => void): () => void;
  emit(name: K, arg: A): void;
}

export function createEventMap<K extends string, A>(label: string): EventMap<K, A> {
  const listeners = new Map<K, Set<(arg: A) => void>>();
  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(name, arg) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          listener(arg);
        } catch (error) {
          console.error(`${label} ${name}: a listener failed`, error);
        }
      }
    },
  };
}
