import 'server-only';
import type { CashboxErrorCode } from '@/lib/domain/cashbox/cashbox-types';
import { domainError, type DomainError } from '@/lib/domain/domain-error';

/**
 * A refused cashbox call: `{ errors: [{ code, field? }] }` (HTTP 400) with a code of spec §8
 * "Cashier" (CASHBOX_ERROR_CODES, texts in messages/*.json `cashbox.errors`).
 * The codes live beside the cashbox's shapes (lib/domain/cashbox/cashbox-types.ts); the platform's
 * ApiErrorItemCode includes them.
 */
export function cashboxError(code: CashboxErrorCode, field?: string): DomainError {
  return domainError('invalid', code, field);
}

/** Nothing there for the caller: a player deleted since, or the sandbox provider switched off. */
export function cashboxNotFound(): DomainError {
  return domainError('not_found', 'not_found');
}
