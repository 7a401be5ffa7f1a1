import { AGE_LIMIT, MIN_BIRTH_YEAR } from './limits';

/**
 * Birthday rules (spec §1, §5): a real calendar date in YYYY-MM-DD, not in the future, and the
 * player at least AGE_LIMIT years old on "today". Pure functions of their inputs: the caller
 * passes today, and dates are compared by their UTC calendar day on both sides, so the browser
 * and the server (which runs in UTC) reach the same verdict.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real date in YYYY-MM-DD (2001-02-29 is not), or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The UTC calendar day of an instant. */
export function calendarDay(instant: Date): CalendarDate {
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Full years between birthday and today (a 29 February birthday comes of age on 1 March). */
export function ageOn(birthday: CalendarDate, today: Date): number {
  const t = calendarDay(today);
  const hadBirthday = t.month > birthday.month || (t.month === birthday.month && t.day >= birthday.day);
  return t.year - birthday.year - (hadBirthday ? 0 : 1);
}

/** invalidDate: not a date, before MIN_BIRTH_YEAR, or after today. */
export function isPlausibleBirthday(value: string, today: Date): boolean {
  const date = parseIsoDate(value);
  return date !== null && date.year >= MIN_BIRTH_YEAR && compare(date, calendarDay(today)) <= 0;
}

/** underageDate is reported only for plausible dates. */
export function isAdultOn(value: string, today: Date): boolean {
  const date = parseIsoDate(value);
  return date !== null && ageOn(date, today) >= AGE_LIMIT;
}
