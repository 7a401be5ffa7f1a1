import { formatMoney } from '@/lib/domain/money';
import { SCORE_MILLIS, TOURNAMENT_MECHANICS, type TournamentMechanic } from '@/lib/domain/tournaments/tournaments';

/**
 * How the tournament screens write numbers: a score is thousandths of a point (SCORE_MILLIS),
 * shown whole for the money mechanics and with two decimals for the multipliers (x); prize money
 * is one currency's total (the page is the same for everyone: the player's currency when known,
 * else the first the prize names).
 */
export function formatScore(score: number, mechanic: TournamentMechanic, locale: string): string {
  const x = mechanic === TOURNAMENT_MECHANICS.cumulativeX || mechanic === TOURNAMENT_MECHANICS.maxX;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: x ? 2 : 0 }).format(score / SCORE_MILLIS);
  return x ? `x${text}` : text;
}

export function prizeMoneyText(prizeMoney: Record<string, number>, currency: string, locale: string): string | null {
  const chosen = prizeMoney[currency] !== undefined ? currency : Object.keys(prizeMoney)[0];
  return chosen === undefined || !prizeMoney[chosen] ? null : formatMoney(prizeMoney[chosen], chosen, locale);
}

/** "3 d 04:05:06" parts of a countdown; null once it is over. */
export function countdown(toMs: number, nowMs: number): { days: number; time: string } | null {
  const left = Math.floor((toMs - nowMs) / 1000);
  if (left <= 0) return null;
  const days = Math.floor(left / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { days, time: `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}` };
}

/** The avatar's colour: a hue from the player's id, so a player keeps their colour everywhere. */
export function avatarHue(userId: number): number {
  return (userId * 137) % 360;
}
