import { z } from '../zod';
import { PLATFORMS } from '../catalog/catalog-query';

/**
 * Gift activation (spec platform §8 "Gift activation failures", §9 "bonus write-off"):
 * what the activation call takes and the constants it works with, shared by the server and the
 * browser.
 */

/**
 * PUT /json-api/gifts/activate/{id} body: the device the player activates on (like game-run's),
 * for gifts with a device condition (wrong_device). Absent: the request's `?platform=` or, failing
 * that, its user agent.
 */
export const giftActivateBodySchema = z.object({
  platform: z.enum(PLATFORMS, { error: 'invalid_value' }).optional(),
});

/**
 * Spec §9 "bonus write-off applies below 10 RUB balance": bonus money left below this (minor
 * units) after a real-money round is written off. The other currencies use a round amount of
 * about the same worth (late 2026: 10 RUB ≈ 0.10 EUR or USD, 4 UAH, 50 KZT, 0.15 CAD); a currency
 * missing here uses the rouble's figure.
 */
export const BONUS_WRITE_OFF_BELOW: Readonly<Record<string, number>> = { RUB: 1000, EUR: 10, USD: 10, CAD: 15, UAH: 400, KZT: 5000 };

export function bonusWriteOffThreshold(currency: string): number {
  return BONUS_WRITE_OFF_BELOW[currency] ?? BONUS_WRITE_OFF_BELOW.RUB!;
}

/** Whether bonus money of `bonus` minor units is a remainder to write off (above 0, below the threshold). */
export function isBonusRemainder(bonus: number, currency: string): boolean {
  return bonus > 0 && bonus < bonusWriteOffThreshold(currency);
}
