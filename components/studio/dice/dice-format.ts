import { DICE_ROLL_COUNT } from '@/lib/domain/studio/dice-rules';

/**
 * Dice values are integers in hundredths (lib/domain/studio/dice-rules.ts); these turn them into
 * the player's number format (50.50, 50,50) without ever going through a rounded float twice.
 */
export function formatHundredths(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100);
}

/** A multiplier such as 1.9207 shown with at least two and at most four decimals. */
export function formatMultiplier(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value);
}

/** A chance in rolls out of 10 000 as a percentage with two decimals (4950 → 49.50 %). */
export function formatChance(winningRolls: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(winningRolls / DICE_ROLL_COUNT);
}

export function clampTarget(target: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, Math.round(target)));
}
