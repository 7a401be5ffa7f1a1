import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';

/**
 * The texts the live winners list renders in the browser (`winners` only: the lobby is a
 * Lighthouse page; docs/ARCHITECTURE.md "Messages"). A nested provider replaces the shell's
 * messages below it; nothing else below it is a client component that reads messages.
 */
export async function WinnersMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return <NextIntlClientProvider messages={{ winners: messages.winners }}>{children}</NextIntlClientProvider>;
}
