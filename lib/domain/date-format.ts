/**
 * The site's one way to write a date and a time. Spec platform §9: "date display dd.mm.yy,
 * hh:mm:ss from a seconds timestamp" — the same pattern in every language, so it is built from
 * parts rather than left to the locale's own date order (English would write mm/dd/yy). Nothing
 * else on the site formats a date: a unit test (tests/unit/i18n/one-date-format.test.ts) finds
 * any other date formatting in the source.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsOf(seconds: number, timeZone: string | undefined): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(seconds * 1000))) parts[part.type] = part.value;
  return parts;
}

/** "05.03.25, 14:07:09" for a time in seconds since the epoch, in `timeZone` (the site's, from next-intl). */
export function formatOperationTime(seconds: number, timeZone?: string): string {
  const p = partsOf(seconds, timeZone);
  return `${p.day}.${p.month}.${p.year}, ${p.hour}:${p.minute}:${p.second}`;
}

/** "05.03.25": the date part alone (a gift's last day). */
export function formatOperationDate(seconds: number, timeZone?: string): string {
  const p = partsOf(seconds, timeZone);
  return `${p.day}.${p.month}.${p.year}`;
}

/** The same for an ISO timestamp ("2026-12-02T10:00:00.000Z"). */
export function formatIsoTime(iso: string, timeZone?: string): string {
  return formatOperationTime(Date.parse(iso) / 1000, timeZone);
}

/** The date part of an ISO timestamp. */
export function formatIsoDate(iso: string, timeZone?: string): string {
  return formatOperationDate(Date.parse(iso) / 1000, timeZone);
}
