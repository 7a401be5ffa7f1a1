import type { SWRConfiguration } from 'swr';

/**
 * What every player-data hook passes to SWR (there is no app-wide SWRConfig: it would put SWR in
 * every guest's first load). A failed load is not retried on its own: spec §8 says failures are
 * logged and swallowed, and the panels that need the data offer their own retry. Revalidation on
 * focus and on reconnect stays as SWR does it.
 */
export const PLAYER_DATA: SWRConfiguration = { shouldRetryOnError: false };
