import 'server-only';
import { isNoticeKind, noticeMessageKey, noticeValues, type NoticeData, type NoticeDto, type NoticeParams } from '@/lib/domain/notices';
import type { Locale } from '@/lib/domain/locales';
import type { userNotifications } from '@/lib/platform/db/schema';
import { serverText } from '@/lib/platform/i18n/server-texts';

export type NoticeRow = typeof userNotifications.$inferSelect;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The params as stored; a malformed row (hand-edited, or of a future shape) is left out of lists, never a 500. */
function paramsOf(value: unknown): NoticeParams | null {
  if (!isRecord(value)) return null;
  const { amount, currency } = value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && typeof currency === 'string' ? { amount, currency } : null;
}

export function toNoticeData(row: NoticeRow): NoticeData | null {
  const params = paramsOf(row.params);
  if (!isNoticeKind(row.kind) || !params) return null;
  return { id: row.id, key: row.noticeKey, status: 'new', kind: row.kind, params, button: row.link ? { link: row.link } : null, createdAt: row.createdAt.toISOString() };
}

/** The notice with its text in `locale` (spec `msg`), from the catalogue the browser uses too. */
export function toNoticeDto(data: NoticeData, locale: Locale): NoticeDto {
  return { ...data, msg: serverText(locale, noticeMessageKey(data.kind), noticeValues(data.params, locale)) };
}
