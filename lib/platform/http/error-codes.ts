import 'server-only';
import { API_ERROR_CODES, type ApiErrorItemCode } from '@/lib/domain/api-errors';
import { VALIDATION_KINDS } from '@/lib/domain/validation/kinds';
import { CASHBOX_ERROR_CODES } from '@/lib/domain/cashbox/cashbox-types';
import { GIFT_ACTIVATION_ERROR_CODES } from '@/lib/domain/gifts/gifts';
import { GIFT_OFFER_ERROR_CODES } from '@/lib/domain/gifts/gift-offers';
import { COUPON_ERROR_CODES } from '@/lib/domain/coupons/coupons';
import { COMPOINT_ERROR_CODES } from '@/lib/domain/compoints/compoints';
import { TOURNAMENT_ERROR_CODES } from '@/lib/domain/tournaments/tournaments';
import { PROMOTION_ERROR_CODES } from '@/lib/domain/promotions/promotions';
import { PROTECTION_ERROR_CODES } from '@/lib/domain/protection/protection';
import { DOCUMENT_ERROR_CODES } from '@/lib/domain/documents/document-errors';

/** The codes of ApiErrorItemCode that families of codes leave out: never when they hold every one. */
export type UnlistedCodes<Families extends readonly (readonly ApiErrorItemCode[])[]> = Exclude<ApiErrorItemCode, Families[number][number]>;

/**
 * Families of codes that together hold every code of ApiErrorItemCode: a family the type has and
 * the list lacks is a compile error naming its codes (and a code in no family of the type is one
 * already, as an element of a family).
 */
export function wholeFamilies<const Families extends readonly (readonly ApiErrorItemCode[])[]>(
  families: Families & ([UnlistedCodes<Families>] extends [never] ? unknown : { missing: UnlistedCodes<Families> }),
): Families {
  return families;
}

/**
 * The families of codes an error item may carry: the lists behind the type ApiErrorItemCode
 * (lib/domain/api-errors.ts), each kept beside its feature. The one place they are put together:
 * the body parser asks it whether a schema's message is a code, the API description lists it.
 * Server-side, because the browser never needs the whole list.
 */
export const ERROR_CODE_FAMILIES = wholeFamilies([
  API_ERROR_CODES,
  VALIDATION_KINDS,
  CASHBOX_ERROR_CODES,
  GIFT_ACTIVATION_ERROR_CODES,
  GIFT_OFFER_ERROR_CODES,
  COUPON_ERROR_CODES,
  COMPOINT_ERROR_CODES,
  TOURNAMENT_ERROR_CODES,
  PROMOTION_ERROR_CODES,
  PROTECTION_ERROR_CODES,
  DOCUMENT_ERROR_CODES,
]);

const ALL_CODES: readonly ApiErrorItemCode[] = [...new Set<ApiErrorItemCode>(ERROR_CODE_FAMILIES.flat())];
const CODE_SET: ReadonlySet<string> = new Set(ALL_CODES);

/** Every code an error item may carry, once each. */
export function apiErrorItemCodes(): readonly ApiErrorItemCode[] {
  return ALL_CODES;
}

/** Whether a value is a code an error item may carry (one of apiErrorItemCodes()). */
export function isApiErrorItemCode(value: unknown): value is ApiErrorItemCode {
  return typeof value === 'string' && CODE_SET.has(value);
}
