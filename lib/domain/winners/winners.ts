/**
 * The lobby's winners list (spec platform §3 "Winners", GET /api/winners): recent big wins of
 * real-money rounds, newest first, each with the player's nickname masked.
 */

/** One win as the list and the live event show it. Amounts are minor units. */
export interface WinnerDto {
  id: number;
  userName: string;
  amount: number;
  currency: string;
  wonAt: string;
  game: { slug: string; name: string; preview: string } | null;
}

/** How many letters of a nickname the public list shows. */
export const WINNER_NAME_LETTERS = 3;

/** "Alexey" -> "Ale***": the list is public, so only the first letters of a name show. */
export function maskWinnerName(name: string): string {
  return `${name.slice(0, WINNER_NAME_LETTERS)}***`;
}

/**
 * When a round's win is a big win (operator-set, lib/platform/content/winner-threshold.ts): at
 * least `multiple` times its stake, or at least the amount set for its currency (minor units).
 * Either rule may be off (null); a round that wins nothing never counts.
 */
export interface WinnerThreshold {
  multiple: number | null;
  amounts: Readonly<Record<string, number | null>>;
}

/** The shipped rule: 20 times the stake, or 10 000 RUB, 100 EUR/USD/CAD, 4 000 UAH, 50 000 KZT. */
export const DEFAULT_WINNER_THRESHOLD: WinnerThreshold = {
  multiple: 20,
  amounts: { RUB: 10_000_00, EUR: 100_00, USD: 100_00, CAD: 100_00, UAH: 4_000_00, KZT: 50_000_00 },
};

export function passesWinnerThreshold(threshold: WinnerThreshold, round: { bet: number; win: number; currency: string }): boolean {
  if (round.win <= 0) return false;
  if (threshold.multiple !== null && round.bet > 0 && round.win >= threshold.multiple * round.bet) return true;
  const amount = threshold.amounts[round.currency];
  return amount !== null && amount !== undefined && round.win >= amount;
}
