/**
 * @jest-environment node
 */
import { ageOn, calendarDay, isAdultOn, isPlausibleBirthday, parseIsoDate } from '@/lib/domain/validation/birthday';

describe('birthday rules', () => {
  it('parses real calendar dates only', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('2001-02-29')).toBeNull();
    expect(parseIsoDate('2001-13-01')).toBeNull();
    expect(parseIsoDate('2001-1-01')).toBeNull();
  });

  it('counts full years by the UTC calendar day', () => {
    expect(ageOn({ year: 2000, month: 6, day: 15 }, new Date('2018-06-14T23:59:59Z'))).toBe(17);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, new Date('2018-06-15T00:00:00Z'))).toBe(18);
    expect(calendarDay(new Date('2026-01-01T02:00:00+03:00'))).toEqual({ year: 2025, month: 12, day: 31 });
  });

  it('lets a 29 February birthday come of age on 1 March of a common year', () => {
    expect(isAdultOn('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(false);
    expect(isAdultOn('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(true);
  });

  it('finds future and pre-1900 dates implausible', () => {
    const today = new Date('2026-03-15T12:00:00Z');
    expect(isPlausibleBirthday('2026-03-15', today)).toBe(true);
    expect(isPlausibleBirthday('2026-03-16', today)).toBe(false);
    expect(isPlausibleBirthday('1900-01-01', today)).toBe(true);
    expect(isPlausibleBirthday('1899-12-31', today)).toBe(false);
  });
});
