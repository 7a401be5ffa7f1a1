import { z } from '../zod';
import type { ApiErrorCode } from '../api-errors';
import { MAX_PAGE, MAX_SEARCH_LENGTH } from '../catalog/catalog-query';
import { TOURNAMENT_LIMITS } from './tournaments';

/**
 * Query strings of the tournament reads (spec §7), parsed like the catalogue's: a missing value
 * is `required`, a bad one the parameter's code, `field` the parameter's name.
 */

/** The most games one page of GET /json-api/v2/tournaments/{slug}/games holds. */
export const MAX_TOURNAMENT_GAMES_LIMIT = 100;

const coded = (code: ApiErrorCode) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : code) });

const intParam = (code: ApiErrorCode, min: number, max: number) =>
  z
    .string(coded(code))
    .regex(/^\d{1,10}$/, coded(code))
    .transform(Number)
    .pipe(z.number().min(min, coded(code)).max(max, coded(code)));

/** GET /json-api/v2/tournaments?seriesId=<id> (optional). */
export const tournamentListQuerySchema = z
  .object({ seriesId: intParam('invalid_query', 1, 2_147_483_647).optional() })
  .transform((raw) => ({ seriesId: raw.seriesId }));

/** GET /json-api/v2/tournaments/{slug}/games?q&page&limit (limit 10 by default, spec §9). */
export const tournamentGamesQuerySchema = z
  .object({
    q: z.string(coded('invalid_search')).trim().max(MAX_SEARCH_LENGTH, coded('invalid_search')).optional(),
    page: intParam('invalid_page', 1, MAX_PAGE).default(1),
    limit: intParam('invalid_limit', 1, MAX_TOURNAMENT_GAMES_LIMIT).default(TOURNAMENT_LIMITS.gameSearch),
  })
  .transform((raw) => ({ q: raw.q || undefined, page: raw.page, limit: raw.limit }));
