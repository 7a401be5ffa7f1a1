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

/**
 * Every code an error item may carry, once each: the lists behind ApiErrorItemCode
 * (lib/domain/api-errors.ts). Here rather than there, because lib/domain ships to the browser
 * and only the API description needs the whole list.
 */
export function apiErrorItemCodes(): readonly ApiErrorItemCode[] {
  const all: readonly (readonly ApiErrorItemCode[])[] = [
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
  ];
  return [...new Set(all.flat())];
}
