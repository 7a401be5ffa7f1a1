import { jsonApi } from '@/lib/client/json-api';

/**
 * SWR fetchers over lib/client/json-api (which refreshes the tokens on a 401 and retries once).
 * The key is the path; the fetcher unwraps the answer, so the cache holds the data itself and a
 * live event or a write can put a new value straight into it with `mutate`.
 */

/** `{ data }` answers: the profile, the balance. */
export async function fetchData<T>(path: string): Promise<T> {
  return (await jsonApi<{ data: T }>(path)).data;
}

/** `{ data: { data } }` answers: lists, and the reference objects spec §7 reads from data.data. */
export async function fetchInner<T>(path: string): Promise<T> {
  return (await jsonApi<{ data: { data: T } }>(path)).data.data;
}
