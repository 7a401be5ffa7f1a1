import useSWR from 'swr';
import type { DocumentsDto } from '@/lib/domain/documents/documents';
import { jsonApi } from '@/lib/client/json-api';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { PLAYER_DATA } from '@/lib/client/swr/options';

export type DocumentsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; documents: DocumentsDto };

/** GET /json-api/verifications through SWR: the answer is held whole (the list and `is_verified`). */
const fetchDocuments = (path: string) => jsonApi<DocumentsDto>(path);

/** The player's identity documents; `retry` asks again after a failure. */
export function useDocuments(): { state: DocumentsState; retry: () => void } {
  const { data, error, isLoading, mutate } = useSWR<DocumentsDto>(API_KEYS.documents, fetchDocuments, PLAYER_DATA);
  const state: DocumentsState = data ? { status: 'ready', documents: data } : error && !isLoading ? { status: 'failed' } : { status: 'loading' };
  return { state, retry: () => void mutate() };
}
