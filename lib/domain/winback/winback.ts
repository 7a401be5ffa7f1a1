import type { GiftSpec } from '../gifts/gifts';

/**
 * The weekly win-back (the /winback page): every Monday at 00:00 UTC each player gets, as a gift
 * with reason `cashback`, their level's percent (levels.winback_percent) of the net real-money
 * losses of the week that just ended, as bonus money wagered WINBACK_WAGER times.
 *
 * Weeks run Monday 00:00 UTC to the next Monday 00:00 UTC, one rule for every player wherever
 * they are: a week is the same seven days on every instance, in every locale and in the database
 * key, and nobody's week is cut short or counted twice by a time-zone change.
 */
export const WEEK_MS = 7 * 86_400_000;

/** Bonus money paid as win-back is staked this many times before it can be withdrawn. */
export const WINBACK_WAGER = 5;

/** How long the player has to take the week's win-back gift. */
export const WINBACK_VALID_DAYS = 7;

/** Monday 00:00 UTC of the week that holds `at`. */
export function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  // getUTCDay: Sunday 0 … Saturday 6; Monday is the first day of the week.
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

/** A week's key, its Monday as yyyy-mm-dd (the `winback_weeks` row, the gift's grant key). */
export const weekKey = (weekStart: Date): string => weekStart.toISOString().slice(0, 10);

/** The gift's grant key: one win-back per player and week, whatever instances or restarts do. */
export const winbackGiftKey = (userId: number, weekStart: Date): string => `winback:${userId}:${weekKey(weekStart)}`;

/** What `percent` of a week's net losses pays: rounded down to a minor unit; 0 when the player is ahead. */
export function winbackAmount(percent: number, losses: number): number {
  return losses > 0 && percent > 0 ? Math.floor((losses * percent) / 100) : 0;
}

/** The gift a week's win-back is paid as: `amount` of bonus money in the player's currency. */
export function winbackGiftSpec(currency: string, amount: number): GiftSpec {
  return {
    title: { ru: 'Винбэк за неделю', en: 'Weekly winback', it: 'Winback settimanale' },
    terms: { type: 'cash', amounts: { [currency]: amount }, to: 'bonus', wager: WINBACK_WAGER },
    validDays: WINBACK_VALID_DAYS,
  };
}
