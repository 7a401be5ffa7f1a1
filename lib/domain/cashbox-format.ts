import { COIN, formatMoney } from './money';

/**
 * How the cashbox shows times and quick amounts. Spec platform §9: "date display dd.mm.yy,
 * hh:mm:ss from a seconds timestamp" — the same pattern in every language, so it is built from
 * parts rather than left to the locale's own date order.
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

/** A quick amount button: "500 ₽" for whole amounts, the full "500,50 ₽" otherwise. */
export function formatQuickAmount(minor: number, currency: string, locale: string): string {
  if (minor % COIN !== 0) return formatMoney(minor, currency, locale);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(minor / COIN);
  } catch {
    return formatMoney(minor, currency, locale);
  }
}
