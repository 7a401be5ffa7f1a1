import 'server-only';
import type { CashboxErrorCode } from '@/lib/domain/cashbox-types';
import { ApiError } from '@/lib/platform/http/errors';

/**
 * A refused cashbox call: HTTP 400 `{ errors: [{ code, field? }] }` with a code of spec §8
 * "Cashier" (CASHBOX_ERROR_CODES, texts in messages/*.json `cashbox.errors`).
 * The codes live beside the cashbox's shapes (lib/domain/cashbox-types.ts); the platform's
 * ApiErrorItemCode includes them.
 */
export function cashboxError(code: CashboxErrorCode, field?: string): ApiError {
  return new ApiError(400, [field ? { code, field } : { code }]);
}
