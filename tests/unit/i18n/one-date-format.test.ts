/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatIsoDate, formatIsoTime } from '@/lib/domain/date-format';
import { exclusionLoginMessage } from '@/lib/platform/protection/exclusion-message';

/**
 * Spec platform §9: dates are shown dd.mm.yy and times hh:mm:ss, in every language. One module
 * writes them (lib/domain/date-format.ts); English pages must not fall back to mm/dd/yy.
 */

it('writes dd.mm.yy and hh:mm:ss whatever the time zone asks', () => {
  expect(formatIsoTime('2026-03-05T14:07:09.000Z', 'UTC')).toBe('05.03.26, 14:07:09');
  expect(formatIsoTime('2026-03-05T14:07:09.000Z', 'Europe/Moscow')).toBe('05.03.26, 17:07:09');
  expect(formatIsoDate('2026-12-31T23:30:00.000Z', 'UTC')).toBe('31.12.26');
});

it('a refused login says until when in the same format in Russian, English and Italian', () => {
  for (const locale of ['ru', 'en', 'it'] as const) {
    expect(exclusionLoginMessage(locale, 'account_timed_out', '2026-03-05T14:07:00.000Z')).toContain('05.03.26, 14:07:00 UTC');
  }
});

/** Every source file of the site (app, components, lib), but the one that formats dates. */
function sources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const at = path.join(dir, name);
    if (statSync(at).isDirectory()) sources(at, found);
    else if (/\.tsx?$/.test(name)) found.push(at);
  }
  return found;
}

it('nothing else formats a date by the locale’s own order', () => {
  const own = path.join('lib', 'domain', 'date-format.ts');
  const offenders = ['app', 'components', 'lib']
    .flatMap((dir) => sources(dir))
    .filter((file) => file !== own)
    .filter((file) => /toLocaleDateString|toLocaleTimeString|dateStyle|timeStyle|Intl\.DateTimeFormat\(|\.dateTime\(/.test(readFileSync(file, 'utf8')));
  expect(offenders).toEqual([]);
});
