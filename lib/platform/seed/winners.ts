import 'server-only';
import { GAMES } from './games';
import { pick, randInt, rngFor } from './prng';

const WINNER_COUNT = 30;
const NAMES = [
  'Alexey', 'Marina', 'Dmitry', 'Olga', 'Sergey', 'Irina', 'Nikolay', 'Elena', 'Pavel', 'Tatiana', 'Giulia', 'Marco',
  'Viktor', 'Anna', 'Roman', 'Ksenia', 'Luca', 'Sofia', 'Artem', 'Yulia', 'Maxim', 'Daria', 'Igor', 'Polina',
];

/** "Alexey" -> "Ale***": the list is public, so only the first letters of a name show. */
export function maskName(name: string): string {
  return `${name.slice(0, 3)}***`;
}

/**
 * Recent big wins. The amounts and games are fixed; the times are relative to the seed time,
 * so a fresh install shows wins from the last hours.
 */
export function winnerRows(now: Date) {
  const rng = rngFor('winners');
  const playable = GAMES.filter((g) => g.active && !g.disabled);
  let minutesAgo = 0;
  return Array.from({ length: WINNER_COUNT }, (_, i) => {
    minutesAgo += randInt(rng, 3, 25);
    const roll = rng();
    const currency = roll < 0.8 ? 'RUB' : roll < 0.9 ? 'EUR' : 'USD';
    // Minor units: RUB wins between 1 500 and 250 000, EUR/USD wins between 20 and 3 000.
    const amount = currency === 'RUB' ? randInt(rng, 1_500, 250_000) * 100 : randInt(rng, 20, 3_000) * 100;
    return {
      userName: maskName(pick(rng, NAMES)),
      gameSlug: pick(rng, playable).slug,
      amount: amount + (i % 2 === 0 ? randInt(rng, 0, 99) : 0),
      currency,
      wonAt: new Date(now.getTime() - minutesAgo * 60_000),
      invented: true,
    };
  });
}
