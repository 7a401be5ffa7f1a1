import type { PlaySummaryDto } from '@/lib/domain/protection/protection';
import { jsonApi } from '@/lib/client/json-api';

/**
 * The reality check's figures: real-money rounds since `since` (ms, when the game opened). Its own
 * module, so the game frame's chunk takes no more of the protection calls than this.
 */
export async function fetchPlaySummary(since: number): Promise<PlaySummaryDto> {
  return (await jsonApi<{ data: PlaySummaryDto }>('/json-api/protection/play-summary', { query: { since: Math.floor(since) } })).data;
}

/** GET /json-api/protection's interval only (0 = off); null when it could not be read. */
export async function fetchRealityCheckMinutes(): Promise<number | null> {
  try {
    return (await jsonApi<{ data: { reality_check_minutes: number } }>('/json-api/protection')).data.reality_check_minutes;
  } catch {
    return null;
  }
}
