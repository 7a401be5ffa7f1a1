import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The texts the tournament screens' client parts use (docs/ARCHITECTURE.md "Messages"): the
 * cards, timers, the table, the join flow's modals (and the join refusals' titles, `tournament.errors`),
 * the game tiles of the games search. Only these, not the whole catalogue: the list is a landing
 * page with a Lighthouse budget. A nested provider replaces the shell's messages below it.
 */
export async function TournamentMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const { card, timer, page, list, games, avatar } = messages.tournaments;
  // The list is the one promo-and-tournament list (event-list.tsx): its promo cards' texts too.
  const { list: promoList, card: promoCard } = messages.promoList;
  return (
    <NextIntlClientProvider
      messages={{ tournaments: { card, timer, page, list, games, avatar }, tournament: messages.tournament, game: messages.game, promoList: { list: promoList, card: promoCard } }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
