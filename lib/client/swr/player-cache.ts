import { SWRConfig, unload, unstable_serialize, type Key } from 'swr';

/**
 * The SWR cache outside React. The player's data lives in SWR's default cache (no provider: the
 * session, the live events and logout reach it from plain modules), so what a hook shows and what
 * these read are one value.
 */

/** The cached value of a key, or undefined before its first answer (and after logout). */
export function readCached<T>(key: Key): T | undefined {
  return SWRConfig.defaultValue.cache.get(unstable_serialize(key))?.data as T | undefined;
}

/**
 * Spec §4 logout: every piece of the player's server data goes — profile, balance, gifts, recent
 * games, histories, pending payouts … Requests still running cannot write back afterwards.
 */
export function clearPlayerCache(): void {
  unload({ revalidate: false });
}
