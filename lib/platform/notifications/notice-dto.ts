import 'server-only';
import { isNoticeKind, noticeMessageKey, noticeParamsOf, noticeValues, type NoticeData, type NoticeDto } from '@/lib/domain/notifications/notices';
import type { Locale } from '@/lib/domain/locales';
import type { userNotifications } from '@/lib/platform/db/schema';
import { serverText } from '@/lib/platform/i18n/server-texts';

export type NoticeRow = typeof userNotifications.$inferSelect;

/** A row as the API shows it; a malformed row (hand-edited, or of a future shape) is left out of lists, never a 500. */
export function toNoticeData(row: NoticeRow): NoticeData | null {
  if (!isNoticeKind(row.kind)) return null;
  const params = noticeParamsOf(row.kind, row.params);
  if (!params) return null;
  return { id: row.id, key: row.noticeKey, status: 'new', kind: row.kind, params, button: row.link ? { link: row.link } : null, createdAt: row.createdAt.toISOString() };
}

/** The notice with its text in `locale` (spec `msg`), from the catalogue the browser uses too. */
export function toNoticeDto(data: NoticeData, locale: Locale): NoticeDto {
  return { ...data, msg: serverText(locale, noticeMessageKey(data.kind), noticeValues(data.params, locale)) };
}
