import 'server-only';
import type { PromotionErrorCode } from '@/lib/domain/promotions/promotions';
import { domainError, type DomainError } from '@/lib/domain/domain-error';

/**
 * Which answer each promo refusal gets (texts in messages `promo.errors.<code>`): a promo or prize
 * that is not there is 404, rules about who the player is 403, the promo's or the player's state
 * (limits, stock, points, the promo's dates) 409.
 */
const KINDS: Record<PromotionErrorCode, 'invalid' | 'not_found' | 'conflict' | 'forbidden'> = {
  high_five_per_user_limit_reached: 'conflict',
  high_five_daily_limit_reached: 'conflict',
  cannot_high_five: 'forbidden',
  action_not_allowed: 'forbidden',
  action_self_palm: 'invalid',
  invalid_promotion: 'not_found',
  user_not_participate: 'forbidden',
  insufficient_funds: 'conflict',
  cannot_buy_prize: 'conflict',
  action_is_inactive: 'conflict',
  user_is_blocked_for_multi_account: 'forbidden',
};

/** A refused promo call: `{ errors: [{ code }], ...details }` (insufficient_funds carries `missing`). */
export function promotionError(code: PromotionErrorCode, details?: Readonly<Record<string, unknown>>): DomainError {
  return domainError(KINDS[code], code, undefined, details ? { details } : undefined);
}

/** No promo of that slug or id in a path: 404 `not_found`. */
export function promotionNotFound(): DomainError {
  return domainError('not_found', 'not_found');
}

/** A visitor asking for what only a logged-in member sees: 401 `unauthorized`, as a call that needs a login answers. */
export function promotionUnauthorized(): DomainError {
  return domainError('unauthenticated', 'unauthorized');
}
