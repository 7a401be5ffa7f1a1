import useSWR from 'swr';
import type { DailyDepositAchievementDto, HighFiveStatisticDto, PageOf, PromotionDto, PromotionParticipantDto, UserPromotionDataDto } from '@/lib/domain/promotions/promotion-dtos';
import { PROMO_LIMITS } from '@/lib/domain/promotions/promotions';
import type { ParticipantSortField, SortOrder } from '@/lib/domain/promotions/promotion-calls';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { PLAYER_DATA } from '@/lib/client/swr/options';

/**
 * The promo page's data in the browser (docs/API.md "Promotions"). The public part (the promo)
 * comes rendered by the server and is SWR's fallback; the player's parts (own data, deposit goals)
 * and the members' data (the participants, the high-five statistic: a member of a running promo
 * only, membersDataRefusal) are read here only. Keys start with the API path, so
 * `isPromotionKey(id, slug)` finds every entry of one promo for a live event.
 */
export const PROMOS_PATH = '/json-api/actions';

export type ViewerKey = number | 'guest';

export const promoKey = (slug: string, locale: string, viewer: ViewerKey) => [`${PROMOS_PATH}/${slug}`, locale, viewer] as const;
export const participantKey = (id: number, userId: number) => [`${PROMOS_PATH}/${id}/participant`, userId] as const;
export const goalsKey = (id: number, userId: number, locale: string) => [`${PROMOS_PATH}/${id}/daily-deposit-amount-achievements`, userId, locale] as const;
export const statisticKey = (id: number) => [`${PROMOS_PATH}/${id}/high-fives/statistic`] as const;

export interface ParticipantsQueryState {
  field: ParticipantSortField;
  order: SortOrder;
  page: number;
  q: string;
}

/** The table's sorts (PARTICIPANT_SORT_FIELDS of promotion-calls.ts, which brings zod: not in the browser). */
export const SORT_FIELDS: readonly ParticipantSortField[] = ['rank', 'points', 'login'];

export const DEFAULT_PARTICIPANTS_QUERY: ParticipantsQueryState = { field: 'rank', order: 'asc', page: 1, q: '' };

export const participantsKey = (id: number, query: ParticipantsQueryState) => [`${PROMOS_PATH}/${id}/participants`, query.field, query.order, query.page, query.q] as const;

/** Every SWR entry of the promo `id` (and its page by `slug`): a finish or a write reads them again. */
export function isPromotionKey(id: number, slug: string): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && typeof key[0] === 'string' && (key[0].startsWith(`${PROMOS_PATH}/${id}/`) || key[0] === `${PROMOS_PATH}/${slug}`);
}

/** Whether the participants table of `id` (any page, sort or search). */
export function isParticipantsKey(id: number): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && key[0] === `${PROMOS_PATH}/${id}/participants`;
}

const fetchPromo = async ([path, locale]: readonly [string, string, ViewerKey]) => (await jsonApi<{ data: PromotionDto }>(path, { locale })).data;

/** GET …/participant: null when the player has not joined (404, spec §7 "404 gives null"). */
export async function fetchParticipant([path]: readonly [string, number]): Promise<UserPromotionDataDto | null> {
  const notMember = (error: JsonApiError) => error.status === 404;
  try {
    return (await jsonApi<{ data: UserPromotionDataDto }>(path, { expected: notMember })).data;
  } catch (error) {
    if (error instanceof JsonApiError && notMember(error)) return null;
    throw error;
  }
}

const fetchGoals = async ([path, , locale]: readonly [string, number, string]) => (await jsonApi<{ data: DailyDepositAchievementDto[] }>(path, { locale })).data;
const fetchStatistic = async ([path]: readonly [string]) => (await jsonApi<{ data: HighFiveStatisticDto }>(path)).data;
const fetchParticipants = async ([path, field, order, page, q]: ReturnType<typeof participantsKey>) =>
  (await jsonApi<{ data: PageOf<PromotionParticipantDto> }>(path, { query: { 'sort[field]': field, 'sort[order]': order, page, limit: PROMO_LIMITS.participants, q } })).data;

/**
 * The promo: the server's copy is the guest's view; a player reads it again (`isMember`). The
 * guest's key keeps the page's copy as fallback, so live events (the pool) write into it as well.
 */
export function usePromotion(initial: PromotionDto, locale: string, viewer: ViewerKey | null) {
  const key = viewer === null ? null : promoKey(initial.slug, locale, viewer);
  const { data } = useSWR<PromotionDto>(key, fetchPromo, { ...PLAYER_DATA, fallbackData: viewer === 'guest' ? initial : undefined, revalidateOnMount: viewer !== 'guest' });
  return { promo: data ?? initial, key };
}

/** The player's own data in the promo (null: not joined); undefined while loading or for a guest. */
export function useParticipant(id: number, userId: number | null) {
  const key = userId === null ? null : participantKey(id, userId);
  const { data, error, isLoading, mutate } = useSWR<UserPromotionDataDto | null>(key, fetchParticipant, PLAYER_DATA);
  return { participant: data, failed: error !== undefined && !isLoading, loading: key !== null && isLoading, key, reload: () => void mutate() };
}

/** Today's deposit goals (login, member, active promo only: `enabled`). */
export function useDepositGoals(id: number, userId: number | null, locale: string, enabled: boolean) {
  const key = enabled && userId !== null ? goalsKey(id, userId, locale) : null;
  const { data, error, isLoading } = useSWR<DailyDepositAchievementDto[]>(key, fetchGoals, PLAYER_DATA);
  return { goals: data, failed: error !== undefined && !isLoading };
}

/** The promo's high-five statistic, asked for only when `enabled` (the viewer may see it). */
export function useHighFiveStatistic(id: number, enabled: boolean) {
  const { data } = useSWR<HighFiveStatisticDto>(enabled ? statisticKey(id) : null, fetchStatistic, PLAYER_DATA);
  return data;
}

/** One page of the participants table, asked for only when `enabled` (the viewer may see it). */
export function useParticipants(id: number, query: ParticipantsQueryState, enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<PageOf<PromotionParticipantDto>>(enabled ? participantsKey(id, query) : null, fetchParticipants, {
    ...PLAYER_DATA,
    keepPreviousData: true,
  });
  return { page: data, loading: isLoading && data === undefined, failed: error !== undefined && !isLoading, reload: () => void mutate() };
}
