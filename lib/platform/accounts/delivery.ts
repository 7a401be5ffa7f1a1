import 'server-only';
import { CODE_TTL_SECONDS } from '@/lib/domain/auth/auth-limits';
import { SMS_CODE_MASK } from '@/lib/domain/constants';
import { applyMask } from '@/lib/domain/validation/input-masks';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import { getServerConfig } from '@/lib/platform/content/server-config';
import type { Executor } from '@/lib/platform/db/executor';
import { serverText } from '@/lib/platform/i18n/server-texts';
import { sendMessage } from '@/lib/platform/messenger';

/** How the UI shows a code (SMS_CODE_MASK, ##-##); the SMS uses the same form so players recognise it. */
export function formatSmsCode(code: string): string {
  return applyMask(code, SMS_CODE_MASK);
}

/**
 * An absolute link into the site. Built on the canonical host of the server config, never on
 * the request's Host header: a forged Host must not turn a password-reset mail into a link to
 * someone else's site.
 */
export async function siteLink(db: Executor, path: string, locale: Locale): Promise<string> {
  const { canonicalHost } = await getServerConfig(db);
  return new URL(localizedPath(path, locale), canonicalHost).toString();
}

export async function sendSmsCode(db: Executor, locale: Locale, phone: string, code: string, purpose: 'auth' | 'verify' | 'restore'): Promise<void> {
  const key = purpose === 'restore' ? 'accountMessages.restoreSms' : 'accountMessages.smsCode';
  await sendMessage(db, { channel: 'sms', to: phone, text: serverText(locale, key, { code: formatSmsCode(code), minutes: CODE_TTL_SECONDS / 60 }) });
}

export async function sendRestoreEmail(db: Executor, locale: Locale, email: string, link: string): Promise<void> {
  await sendMessage(db, {
    channel: 'email',
    to: email,
    subject: serverText(locale, 'accountMessages.restoreEmailSubject'),
    text: serverText(locale, 'accountMessages.restoreEmailText', { link }),
  });
}

export async function sendVerificationEmail(db: Executor, locale: Locale, email: string, link: string): Promise<void> {
  await sendMessage(db, {
    channel: 'email',
    to: email,
    subject: serverText(locale, 'accountMessages.verifyEmailSubject'),
    text: serverText(locale, 'accountMessages.verifyEmailText', { link }),
  });
}
