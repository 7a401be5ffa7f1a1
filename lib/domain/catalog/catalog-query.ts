import { z } from '../zod';
import { isApiErrorCode, type ApiErrorCode, type ApiErrorItem } from '../api-errors';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, WINNERS_LIMIT } from '../constants';
import { DEFAULT_LOCALE, isLocale } from '../locales';

/**
 * Query strings of the catalogue and content calls (spec platform §7), parsed with zod.
 * Each parameter carries its own error code; the `field` of an error is the parameter's
 * name as sent ("filter[type]", "limit" …). Unknown parameters are ignored (cache busters).
 * A parameter sent twice where one value is expected is an error of that parameter.
 */

/** Every call may carry platform=mobile|desktop (spec §7). */
export const PLATFORMS = ['mobile', 'desktop'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const MAX_SEARCH_LENGTH = 100;
export const MAX_WINNERS_LIMIT = 100;
export const MAX_SEO_PATH_LENGTH = 512;
/** Pages beyond this are refused rather than turned into a huge OFFSET. */
export const MAX_PAGE = 1_000_000;
/** At most this many slugs in the category filter (both forms together). */
export const MAX_FILTER_SLUGS = 50;
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export const BANNER_TYPES = ['startPage', 'gameProvider'] as const;
export const CATEGORY_TYPES = ['category', 'producer'] as const;

/** The query as zod sees it: one string per parameter, or a list when it was repeated. */
export type QueryInput = Record<string, string | string[]>;

export function queryRecord(params: URLSearchParams): QueryInput {
  const out: QueryInput = {};
  for (const [key, value] of params) {
    const seen = out[key];
    if (seen === undefined) out[key] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else out[key] = [seen, value];
  }
  return out;
}

/** Zod error option: a missing value is `required`, anything else is the parameter's code. */
function coded(code: ApiErrorCode) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : code) };
}

function intParam(code: ApiErrorCode, min: number, max: number) {
  return z
    .string(coded(code))
    .regex(/^\d{1,9}$/, coded(code))
    .transform(Number)
    .pipe(z.number().min(min, coded(code)).max(max, coded(code)));
}

function slugParam(code: ApiErrorCode) {
  return z.string(coded(code)).regex(SLUG_PATTERN, coded(code));
}

/** One slug or a repeated parameter of slugs. */
function slugListParam(code: ApiErrorCode) {
  return z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(slugParam(code), coded(code)));
}

function enumParam<const T extends readonly [string, ...string[]]>(values: T, code: ApiErrorCode) {
  return z.enum(values, coded(code));
}

export const platformQuerySchema = z
  .object({ platform: enumParam(PLATFORMS, 'invalid_platform').optional() })
  .transform((raw) => ({ platform: raw.platform }));

/** GET /json-api/v2/categories */
export const categoriesQuerySchema = z
  .object({ 'filter[type]': enumParam(CATEGORY_TYPES, 'invalid_type').default('category') })
  .transform((raw) => ({ type: raw['filter[type]'] }));

/** GET /json-api/v2/categories/{slug}: the type is optional (a slug may name a category and a producer). */
export const categoryQuerySchema = z
  .object({ 'filter[type]': enumParam(CATEGORY_TYPES, 'invalid_type').optional() })
  .transform((raw) => ({ type: raw['filter[type]'] }));

export interface GamesQuery {
  q?: string;
  categories?: string[];
  producer?: string;
  page: number;
  limit: number;
}

/** GET /json-api/v2/games: filter[category]=a and filter[category][]=b may be mixed; a game in any matches. */
export const gamesQuerySchema = z
  .object({
    q: z.string(coded('invalid_search')).trim().max(MAX_SEARCH_LENGTH, coded('invalid_search')).optional(),
    'filter[category]': slugListParam('invalid_category').optional(),
    'filter[category][]': slugListParam('invalid_category').optional(),
    'filter[producer]': slugParam('invalid_producer').optional(),
    page: intParam('invalid_page', 1, MAX_PAGE).default(1),
    limit: intParam('invalid_limit', 1, MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  })
  .transform((raw, ctx): GamesQuery => {
    const slugs = [...new Set([...(raw['filter[category]'] ?? []), ...(raw['filter[category][]'] ?? [])])];
    if (slugs.length > MAX_FILTER_SLUGS) {
      ctx.addIssue({ code: 'custom', message: 'invalid_category', path: ['filter[category]'] });
    }
    const query: GamesQuery = { page: raw.page, limit: raw.limit };
    if (raw.q) query.q = raw.q;
    if (slugs.length > 0) query.categories = slugs;
    if (raw['filter[producer]']) query.producer = raw['filter[producer]'];
    return query;
  });

/** GET /json-api/banners */
export const bannersQuerySchema = z
  .object({
    type: enumParam(BANNER_TYPES, 'invalid_type').optional(),
    providerSlug: slugParam('invalid_provider_slug').optional(),
  })
  .transform((raw) => ({ type: raw.type, providerSlug: raw.providerSlug }));

/** GET /json-api/static-pages: hidden=false lists the visible pages, hidden=true the hidden ones, absent all. */
export const staticPagesQuerySchema = z
  .object({ hidden: enumParam(['true', 'false'], 'invalid_hidden').optional() })
  .transform((raw) => ({ hidden: raw.hidden === undefined ? undefined : raw.hidden === 'true' }));

/**
 * The key of SEO meta: the site path without locale prefix and trailing slash
 * ("/en/games/slots/" → "/games/slots", "/en" → "/").
 */
export function normalizeSeoPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length > 0 && isLocale(segments[0]) && segments[0] !== DEFAULT_LOCALE) segments.shift();
  return `/${segments.join('/')}`;
}

/** GET /json-api/seo/meta?path=/games/slots */
export const seoMetaQuerySchema = z
  .object({
    path: z
      .string(coded('invalid_path'))
      .max(MAX_SEO_PATH_LENGTH, coded('invalid_path'))
      // A site path: starts with '/', no whitespace, control characters, query or fragment.
      .regex(/^\/[^\s?#\u0000-\u001f]*$/, coded('invalid_path')),
  })
  .transform((raw) => ({ path: normalizeSeoPath(raw.path) }));

/** GET /api/winners?limit=30 */
export const winnersQuerySchema = z
  .object({ limit: intParam('invalid_limit', 1, MAX_WINNERS_LIMIT).default(WINNERS_LIMIT) })
  .transform((raw) => ({ limit: raw.limit }));

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: ApiErrorItem[] };

/** Parses a query string; failures come back as API error items, one per parameter and code. */
export function parseQuery<S extends z.ZodType>(schema: S, params: URLSearchParams): ParseResult<z.output<S>> {
  // PostgreSQL refuses NUL in text: no parameter may carry one, read by a schema or not.
  const withNul = [...params].find(([key, value]) => key.includes('\u0000') || value.includes('\u0000'));
  if (withNul) return { ok: false, errors: [{ code: 'invalid_query', field: withNul[0] }] };
  const result = schema.safeParse(queryRecord(params));
  if (result.success) return { ok: true, value: result.data };
  const errors: ApiErrorItem[] = [];
  for (const issue of result.error.issues) {
    const code: ApiErrorCode = isApiErrorCode(issue.message) ? issue.message : 'invalid_query';
    const field = issue.path.length > 0 ? String(issue.path[0]) : undefined;
    const item: ApiErrorItem = field ? { code, field } : { code };
    if (!errors.some((e) => e.code === item.code && e.field === item.field)) errors.push(item);
  }
  return { ok: false, errors };
}
