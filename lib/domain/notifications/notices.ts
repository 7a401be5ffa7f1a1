import { pickText, type Locale, type LocalizedText } from '../locales';
import { formatMoney } from '../money';

/**
 * Notices (spec platform §3 "Notice", §4 "Notifications"): what the platform tells a player
 * happened to their money or rewards. A notice is stored as a kind and its facts, never as text:
 * the text is written in the reader's language when it is read, by the API (`msg`) and by the
 * browser (a toast from a live event) alike, from the one catalogue `notices.<kind>`.
 *
 * The next issues add their kinds here (gift received, level reached, achievement completed,
 * tournament and promotion results), each with its params type.
 */
export const NOTICE_KINDS = ['deposit_paid', 'deposit_declined', 'payout_paid', 'payout_declined', 'level_reached', 'gift_received', 'achievement_completed', 'tournament_prize', 'tournament_prize_held', 'high_five_received', 'promo_prize', 'promo_prize_held', 'document_approved', 'document_declined', 'deposit_returned', 'winback_paid'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Money facts: minor units and the currency. */
export interface MoneyParams {
  amount: number;
  currency: string;
}

/** A level reached: its index. */
export interface LevelParams {
  level: number;
}

/** A gift received or an achievement completed: its title in every language (the reader's is picked when read). */
export interface TitleParams {
  title: LocalizedText;
}

/** A tournament or series prize won (or its money held for the identity verification): its title in every language and the final position. */
export interface PlaceParams {
  title: LocalizedText;
  position: number;
}

/** A high-five received in a promo: the promo's title in every language and the giver's name. */
export interface HighFiveParams {
  title: LocalizedText;
  from: string;
}

/** A promo prize got (exchanged or drawn), or held for the identity verification: the promo's and the prize's titles in every language. */
export interface PromotionPrizeParams {
  title: LocalizedText;
  prize: LocalizedText;
}

/** An identity document declined: its name and the reason, each in every language. */
export interface DeclinedParams {
  title: LocalizedText;
  reason: LocalizedText;
}

export type NoticeParams = MoneyParams | LevelParams | TitleParams | PlaceParams | HighFiveParams | PromotionPrizeParams | DeclinedParams;

/** Which facts each kind carries. */
const PARAMS_OF_KIND: Record<NoticeKind, 'money' | 'level' | 'title' | 'place' | 'high_five' | 'prize' | 'declined'> = {
  deposit_paid: 'money',
  deposit_declined: 'money',
  payout_paid: 'money',
  payout_declined: 'money',
  level_reached: 'level',
  gift_received: 'title',
  achievement_completed: 'title',
  tournament_prize: 'place',
  tournament_prize_held: 'place',
  high_five_received: 'high_five',
  promo_prize: 'prize',
  promo_prize_held: 'prize',
  document_approved: 'title',
  document_declined: 'declined',
  deposit_returned: 'money',
  winback_paid: 'money',
};

/** Spec §4: only `new` notices are listed and counted; reading one ends it. */
export type NoticeStatus = 'new';

/** A notice as GET /json-api/user-notifications and the live `notification_update` carry it. */
export interface NoticeData {
  id: number;
  /** The fact it tells (`deposit_paid:<deposit id>` …): one toast per fact, whoever learns of it first. */
  key: string;
  status: NoticeStatus;
  kind: NoticeKind;
  params: NoticeParams;
  /** Spec `button.link`: a site path (no locale prefix) the notice leads to, or null. */
  button: { link: string } | null;
  createdAt: string;
}

/** What the API adds: the text in the caller's language (spec `msg`). */
export interface NoticeDto extends NoticeData {
  msg: string;
}

/** Spec §9 "default page limit 40": the notices one GET answers; a shorter page is the last. */
export const NOTICE_PAGE_SIZE = 40;

/** The placeholders of `notices.<kind>`, as strings in the reader's locale. */
export function noticeValues(params: NoticeParams, locale: Locale): Record<string, string> {
  if ('amount' in params) return { amount: formatMoney(params.amount, params.currency, locale) };
  if ('position' in params) return { title: pickText(params.title, locale), position: String(params.position) };
  if ('from' in params) return { title: pickText(params.title, locale), from: params.from };
  if ('prize' in params) return { title: pickText(params.title, locale), prize: pickText(params.prize, locale) };
  if ('reason' in params) return { title: pickText(params.title, locale), reason: pickText(params.reason, locale) };
  if ('title' in params) return { title: pickText(params.title, locale) };
  return { level: String(params.level) };
}

/** The catalogue key of a kind's text. */
export const noticeMessageKey = (kind: NoticeKind) => `notices.${kind}` as const;

export function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === 'string' && (NOTICE_KINDS as readonly string[]).includes(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isTitle = (value: unknown): value is LocalizedText => isRecord(value) && Object.values(value).every((text) => typeof text === 'string');

/** The params of `kind` as stored or sent, checked; null when they do not have the kind's shape. */
export function noticeParamsOf(kind: NoticeKind, value: unknown): NoticeParams | null {
  if (!isRecord(value)) return null;
  if (PARAMS_OF_KIND[kind] === 'level') return Number.isSafeInteger(value.level) ? { level: value.level as number } : null;
  if (PARAMS_OF_KIND[kind] === 'title') return isTitle(value.title) ? { title: value.title } : null;
  if (PARAMS_OF_KIND[kind] === 'place') {
    return isTitle(value.title) && Number.isSafeInteger(value.position) && (value.position as number) > 0 ? { title: value.title, position: value.position as number } : null;
  }
  if (PARAMS_OF_KIND[kind] === 'high_five') return isTitle(value.title) && typeof value.from === 'string' ? { title: value.title, from: value.from } : null;
  if (PARAMS_OF_KIND[kind] === 'prize') return isTitle(value.title) && isTitle(value.prize) ? { title: value.title, prize: value.prize } : null;
  if (PARAMS_OF_KIND[kind] === 'declined') return isTitle(value.title) && isTitle(value.reason) ? { title: value.title, reason: value.reason } : null;
  const { amount, currency } = value;
  return Number.isSafeInteger(amount) && typeof currency === 'string' ? { amount: amount as number, currency } : null;
}

/**
 * A notice as the server sends it, checked field by field: the socket is a second way in, and a
 * malformed message must not put a broken row in the list or a toast with "NaN".
 */
export function isNoticeData(value: unknown): value is NoticeData {
  if (!isRecord(value)) return false;
  const { id, key, status, kind, params, button, createdAt } = value;
  return (
    Number.isSafeInteger(id) &&
    typeof key === 'string' &&
    status === 'new' &&
    isNoticeKind(kind) &&
    noticeParamsOf(kind, params) !== null &&
    (button === null || (isRecord(button) && typeof button.link === 'string' && button.link.startsWith('/'))) &&
    typeof createdAt === 'string' &&
    !Number.isNaN(Date.parse(createdAt))
  );
}

/** How a notice's toast looks: refusals red, good news green. */
export function noticeTone(kind: NoticeKind): 'success' | 'error' {
  return kind === 'deposit_declined' || kind === 'deposit_returned' || kind === 'payout_declined' || kind === 'document_declined' ? 'error' : 'success';
}

/** The key of the notice of a deposit's outcome (the server's `notice_key`), for the cashbox's own toast. */
export const depositNoticeKey = (depositId: number, paid: boolean) => `${paid ? 'deposit_paid' : 'deposit_declined'}:${depositId}`;
