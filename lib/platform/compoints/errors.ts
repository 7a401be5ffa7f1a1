import 'server-only';
import type { CompointErrorCode } from '@/lib/domain/compoints/compoints';
import { domainError, type DomainError } from '@/lib/domain/domain-error';

/**
 * Refusals of the compoints shop (spec §8 "Buying a compoint gift"), texts in messages
 * `compoints.errors.<code>`. Short of compoints is the wallet's (wallet/errors.ts
 * insufficientCompoints); gifts switched off or a duplicate account are the gift codes
 * `disabled` and `multi_account` (gifts/errors.ts giftActivationError).
 */
export function compointProductNotFound(): DomainError {
  return domainError('not_found', 'compoint_product_not_found');
}

export function compointProductError(code: Exclude<CompointErrorCode, 'compoint_product_not_found' | 'insufficient_compoint_balance'>): DomainError {
  return domainError(code === 'compoint_product_out_of_stock' ? 'conflict' : 'invalid', code);
}
