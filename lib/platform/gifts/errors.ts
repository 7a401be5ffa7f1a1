import 'server-only';
import type { CashboxErrorCode } from '@/lib/domain/cashbox/cashbox-types';
import { domainError, type DomainError } from '@/lib/domain/domain-error';
import type { GiftActivationErrorCode } from '@/lib/domain/gifts/gifts';

/** The codes the gifts' calls refuse with: cashier codes (spec §8 "Cashier", texts in `cashbox.errors`). */
export type GiftErrorCode = Extract<CashboxErrorCode, 'gift_not_available'>;

/** A refused gift call (HTTP 400 `{ errors: [{ code }] }`). */
export function giftError(code: GiftErrorCode): DomainError {
  return domainError('invalid', code);
}

/**
 * A refused activation or prize take (spec §8 "Gift activation failures"): HTTP 400
 * `{ errors: [{ code }] }`, one code per failure, texts in messages `gifts.errors.<code>`.
 */
export function giftActivationError(code: GiftActivationErrorCode): DomainError {
  return domainError('invalid', code);
}
