import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The texts the promo list's client part uses (docs/ARCHITECTURE.md "Messages"): the list and the
 * promo card (`promoList` without `meta`), the tournament card, its timer and the list's filter
 * (`tournaments.card`, `timer`, `list`). Only these: /promo is a Lighthouse page. A nested
 * provider replaces the shell's messages below it.
 */
export async function PromotionListMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const { card, timer, list } = messages.tournaments;
  return (
    <NextIntlClientProvider messages={{ tournaments: { card, timer, list }, promoList: { list: messages.promoList.list, card: messages.promoList.card } }}>
      {children}
    </NextIntlClientProvider>
  );
}
