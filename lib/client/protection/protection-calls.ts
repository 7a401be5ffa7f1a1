import useSWR, { mutate } from 'swr';
import type { DepositLimitsInput, ExclusionDto, ProtectionDto, RealityCheckMinutes, SelfExclusionPeriod, TimeOutPeriod } from '@/lib/domain/protection/protection';
import { jsonApi } from '@/lib/client/json-api';
import { sessionEndedByServer } from '@/lib/client/session/session-store';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchData } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';

/** The player-protection calls of the browser (docs/API.md "Player protection"). */

export type ProtectionState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; protection: ProtectionDto };

export function useProtection(enabled = true): { state: ProtectionState; retry: () => void } {
  const { data, error, isLoading, mutate: again } = useSWR<ProtectionDto>(enabled ? API_KEYS.protection : null, fetchData, PLAYER_DATA);
  const state: ProtectionState = data ? { status: 'ready', protection: data } : error && !isLoading ? { status: 'failed' } : { status: 'loading' };
  return { state, retry: () => void again() };
}

/** A write answers the whole settings: they go straight into the cache. */
async function write(path: string, body: object): Promise<ProtectionDto> {
  const answer = await jsonApi<{ data: ProtectionDto }>(path, { method: 'PUT', body });
  await mutate(API_KEYS.protection, answer.data, { revalidate: false });
  return answer.data;
}

export const saveDepositLimits = (limits: DepositLimitsInput) => write('/json-api/protection/deposit-limits', limits);
export const saveRealityCheck = (minutes: RealityCheckMinutes) => write('/json-api/protection/reality-check', { minutes });

/**
 * Takes a time-out or self-exclusion. The server has ended every login of the player by then
 * (and deleted this tab's cookie): the tab forgets the player as on logout.
 */
export async function takeExclusion(kind: 'time-out', period: TimeOutPeriod): Promise<ExclusionDto>;
export async function takeExclusion(kind: 'self-exclusion', period: SelfExclusionPeriod): Promise<ExclusionDto>;
export async function takeExclusion(kind: 'time-out' | 'self-exclusion', period: TimeOutPeriod | SelfExclusionPeriod): Promise<ExclusionDto> {
  const answer = await jsonApi<{ data: ExclusionDto }>(`/json-api/protection/${kind}`, { method: 'POST', body: { period } });
  sessionEndedByServer();
  return answer.data;
}
