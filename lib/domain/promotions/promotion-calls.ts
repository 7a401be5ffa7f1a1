import { z } from '../zod';
import type { ApiErrorCode } from '../api-errors';
import { MAX_PAGE, MAX_SEARCH_LENGTH } from '../catalog/catalog-query';
import { HIGH_FIVE_TYPES, PROMO_LIMITS } from './promotions';

/**
 * The promo calls' inputs (spec §7), apart from promotions.ts so zod does not come with the
 * rules into the browser's first load. Queries: a missing value is `required`, a bad one the
 * parameter's code, `field` the parameter's name (`sort[order]` as sent). Bodies: a field of the
 * wrong type or value is `invalid_value`.
 */

/** The most rows one page of the participants, high-fives or balance log holds. */
export const MAX_PROMO_PAGE_LIMIT = 50;
/** The balance log's page when the caller names none. */
export const BALANCE_LOG_PAGE = 20;

const coded = (code: ApiErrorCode) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : code) });

const intParam = (code: ApiErrorCode, min: number, max: number) =>
  z
    .string(coded(code))
    .regex(/^\d{1,10}$/, coded(code))
    .transform(Number)
    .pipe(z.number().min(min, coded(code)).max(max, coded(code)));

const ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof ORDERS)[number];
export const PARTICIPANT_SORT_FIELDS = ['rank', 'points', 'login'] as const;
export type ParticipantSortField = (typeof PARTICIPANT_SORT_FIELDS)[number];

const page = intParam('invalid_page', 1, MAX_PAGE).default(1);

/** GET /json-api/actions/{promoId}/participants?sort[order]&sort[field]&limit&page&q. */
export const participantsQuerySchema = z
  .object({
    'sort[order]': z.enum(ORDERS, coded('invalid_query')).optional(),
    'sort[field]': z.enum(PARTICIPANT_SORT_FIELDS, coded('invalid_query')).default('rank'),
    limit: intParam('invalid_limit', 1, MAX_PROMO_PAGE_LIMIT).default(PROMO_LIMITS.participants),
    page,
    q: z.string(coded('invalid_search')).trim().max(MAX_SEARCH_LENGTH, coded('invalid_search')).optional(),
  })
  .transform((raw) => {
    const field = raw['sort[field]'];
    // Rank 1 first and A first read naturally; points, the biggest first.
    const order: SortOrder = raw['sort[order]'] ?? (field === 'points' ? 'desc' : 'asc');
    return { field, order, limit: raw.limit, page: raw.page, q: raw.q || undefined };
  });
export type ParticipantsQuery = z.output<typeof participantsQuerySchema>;

/** GET /json-api/actions/{promoId}/high-fives?order&limit&page&type. */
export const highFivesQuerySchema = z
  .object({
    order: z.enum(ORDERS, coded('invalid_query')).default('desc'),
    limit: intParam('invalid_limit', 1, MAX_PROMO_PAGE_LIMIT).default(PROMO_LIMITS.highFives),
    page,
    type: z.enum(HIGH_FIVE_TYPES, coded('invalid_type')).optional(),
  })
  .transform((raw) => ({ order: raw.order, limit: raw.limit, page: raw.page, type: raw.type }));
export type HighFivesQuery = z.output<typeof highFivesQuerySchema>;

/** GET /json-api/action-balance-logs?actionId&limit&page. */
export const balanceLogsQuerySchema = z
  .object({
    actionId: intParam('invalid_query', 1, 2_147_483_647),
    limit: intParam('invalid_limit', 1, MAX_PROMO_PAGE_LIMIT).default(BALANCE_LOG_PAGE),
    page,
  })
  .transform((raw) => ({ actionId: raw.actionId, limit: raw.limit, page: raw.page }));

const id = z.number(coded('invalid_value')).int({ error: 'invalid_value' }).min(1, { error: 'invalid_value' }).max(2_147_483_647, { error: 'invalid_value' });

/** POST /json-api/actions/be_participant (the payload the spec leaves "not shown"): `{ actionId }`. */
export const beParticipantBodySchema = z.object({ actionId: id });

/** POST /json-api/high-fives: `{ actionId, toUserId }`. */
export const highFiveBodySchema = z.object({ actionId: id, toUserId: id });
