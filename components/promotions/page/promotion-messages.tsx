import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The texts the promo page's client parts use: `promo` and the event timer's (tournaments.card,
 * tournaments.timer; components/tournaments/event-timer.tsx is shared). Only these, not the whole
 * catalogue; a nested provider replaces the shell's messages below it.
 */
export async function PromotionMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const { card, timer } = messages.tournaments;
  return <NextIntlClientProvider messages={{ promo: messages.promo, tournaments: { card, timer } }}>{children}</NextIntlClientProvider>;
}
