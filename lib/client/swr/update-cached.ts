import { mutate, type Arguments } from 'swr';

/**
 * Writes a live change (a socket event, an action's answer) into SWR's cache without a request —
 * or, when it cannot be applied, asks the server again instead.
 *
 * `change` gets what is cached and answers the new value, or `undefined` when it cannot apply:
 * nothing is cached yet, or the message needs more than the cache holds. Then the key is
 * revalidated. Why not just leave it: with nothing cached the first request may be on its way,
 * and SWR drops an answer that started before a mutate (its race guard), so the change would be
 * lost and the view would stay empty (or keep a partial value) until something else reloads it.
 * The fresh answer holds the change anyway. A key no hook holds is not fetched by the revalidation.
 *
 * `key` is one key, or a matcher over the cached keys (data keyed `[path, locale]`); with a
 * matcher, every matching key is asked again when any of them could not take the change.
 */
export async function updateCached<T>(key: Arguments | ((key?: Arguments) => boolean), change: (current: T | undefined) => T | undefined): Promise<T | undefined> {
  let missed = false;
  const apply = (current?: T): T | undefined => {
    const next = change(current);
    if (next === undefined) {
      missed = true;
      return current;
    }
    return next;
  };
  if (typeof key === 'function') {
    await mutate<T>(key, apply, { revalidate: false });
    if (missed) await mutate(key);
    return undefined;
  }
  const written = await mutate<T>(key, apply, { revalidate: false });
  return missed ? ((await mutate<T>(key)) ?? undefined) : written;
}
