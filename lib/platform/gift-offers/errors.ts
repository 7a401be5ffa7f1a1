import 'server-only';
import { domainError, type DomainError } from '@/lib/domain/domain-error';
import type { GiftOfferErrorCode } from '@/lib/domain/gifts/gift-offers';

/** No offer of that slug (HTTP 404 `not_found`). */
export function offerNotFound(): DomainError {
  return domainError('not_found', 'not_found');
}

/** A take the offer refuses (HTTP 400 `{ errors: [{ code }] }`, texts in `giftsPage.errors`). */
export function offerError(code: GiftOfferErrorCode): DomainError {
  return domainError('invalid', code);
}
