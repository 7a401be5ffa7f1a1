/**
 * What the browser reports to the server (spec platform §3 log record, §7 PUT /log and
 * PUT /performance): log records of errors, and Web Vitals timings. Shared by the browser's
 * reporter (lib/client/reporting) and the server's intake (lib/platform/client-reports); the
 * zod schemas that check a report are in lib/domain/validation/client-reports.ts.
 */

export const CLIENT_LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

/** Spec §3: label, level, time, context, message, stack. */
export interface ClientLogRecord {
  /** What failed: a call ("GET /json-api/levels"), "window.error", "unhandledrejection". */
  label: string;
  level: ClientLogLevel;
  /** When it happened in the browser: ISO 8601. */
  time: string;
  /** Facts of the moment: the page, an HTTP status, an error code (a flat JSON object). */
  context?: Record<string, string | number | boolean | null>;
  message: string;
  stack?: string;
}

/** Limits of one record and one request (docs/API.md "PUT /log"). */
export const CLIENT_LOG_LIMITS = {
  label: 200,
  message: 2000,
  stack: 8000,
  /** Keys of `context`, and the length of each string value. */
  contextKeys: 20,
  contextValue: 500,
  /** A whole record, serialized. */
  recordBytes: 16 * 1024,
  /** Records in one request (a batch). */
  batch: 20,
  /** One request's body. */
  requestBytes: 64 * 1024,
} as const;

/** The Web Vitals kept (web.dev/vitals): the three Core Web Vitals, and TTFB and FCP. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** One measurement: CLS is unitless, the others are milliseconds. */
export interface VitalSample {
  name: VitalMetric;
  value: number;
}

/** A PUT /performance body: the page's path and what was measured on it. */
export interface VitalsReport {
  route: string;
  metrics: VitalSample[];
}

export const VITALS_LIMITS = { route: 300, metrics: 10, maxMs: 600_000, maxCls: 100 } as const;

/**
 * Web.dev's thresholds: at or under `good` is good, over `poor` is poor, in the metric's stored
 * unit (ms; CLS × 1000). They are bucket bounds, so the shares are exact from the histogram.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalMetric, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 100, poor: 250 },
  TTFB: { good: 800, poor: 1800 },
  FCP: { good: 1800, poor: 3000 },
};

/**
 * Histogram bucket upper bounds (inclusive), in the stored unit; OVERFLOW_BUCKET holds the rest.
 * A fixed list, so buckets of every instance and every day add up, and a p75 is read from the sum.
 */
const MS_BOUNDS = [
  25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000,
  30_000, 60_000,
];
const CLS_BOUNDS = [0, 10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000];
export const OVERFLOW_BUCKET = 2_147_483_647;

export function vitalBounds(metric: VitalMetric): readonly number[] {
  return metric === 'CLS' ? CLS_BOUNDS : MS_BOUNDS;
}

/** A sample in the stored unit: whole milliseconds, or CLS in thousandths. */
export function storedValue(sample: VitalSample): number {
  return Math.round(sample.name === 'CLS' ? sample.value * 1000 : sample.value);
}

/** The bucket (its upper bound) a stored value falls in. */
export function bucketOf(metric: VitalMetric, stored: number): number {
  return vitalBounds(metric).find((bound) => stored <= bound) ?? OVERFLOW_BUCKET;
}

/** The top-level sections of the site (app/[locale]/(site)); any other first segment is a `[slug]` page. */
const SECTIONS = new Set([
  'cashbox',
  'compoints',
  'games',
  'login',
  'new-password',
  'play',
  'producers',
  'profile',
  'promo',
  'registration',
  'remind',
  'take',
  'tournaments',
  'status',
]);
const LOCALE_OR_GUEST = /^(guest|[a-z]{2})$/;

/**
 * The route a page's vitals are kept under: the path without locale or guest prefix, its first
 * segment kept when it is a section of the site and every deeper segment folded into `*`
 * ("/ru/play/cherry-blaze" → "/play/*", "/about" → "/[slug]"). A fixed, small set of rows, however
 * many games, promotions or made-up paths there are.
 */
export function vitalsRoute(pathname: string): string {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  while (segments.length > 0 && LOCALE_OR_GUEST.test(segments[0]!)) segments.shift();
  if (segments.length === 0) return '/';
  const first = SECTIONS.has(segments[0]!) ? segments[0]! : '[slug]';
  return segments.length > 1 ? `/${first}/*` : `/${first}`;
}
