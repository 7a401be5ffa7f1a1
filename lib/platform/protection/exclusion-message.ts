import 'server-only';
import { formatIsoTime } from '@/lib/domain/date-format';
import type { Locale } from '@/lib/domain/locales';
import { serverText } from '@/lib/platform/i18n/server-texts';

/**
 * The login form's text for a refused login during a time-out or self-exclusion, saying until
 * when (spec §7: a refused login carries `message`, shown as it is). The end is written in UTC,
 * as the server knows no time zone of the player, and says so.
 */
export function exclusionLoginMessage(locale: Locale, code: 'account_timed_out' | 'account_self_excluded', until: string | null): string {
  if (until === null) return serverText(locale, 'protection.login.permanent');
  const when = formatIsoTime(until, 'UTC');
  return serverText(locale, `protection.login.${code}`, { until: `${when} UTC` });
}
