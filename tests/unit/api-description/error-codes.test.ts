import { API_ERROR_CODES } from '@/lib/domain/api-errors';
import { VALIDATION_KINDS } from '@/lib/domain/validation/kinds';
import { CASHBOX_ERROR_CODES } from '@/lib/domain/cashbox/cashbox-types';
import { GIFT_ACTIVATION_ERROR_CODES } from '@/lib/domain/gifts/gifts';
import { GIFT_OFFER_ERROR_CODES } from '@/lib/domain/gifts/gift-offers';
import { COUPON_ERROR_CODES } from '@/lib/domain/coupons/coupons';
import { COMPOINT_ERROR_CODES } from '@/lib/domain/compoints/compoints';
import { TOURNAMENT_ERROR_CODES } from '@/lib/domain/tournaments/tournaments';
import { PROTECTION_ERROR_CODES } from '@/lib/domain/protection/protection';
import { DOCUMENT_ERROR_CODES } from '@/lib/domain/documents/document-errors';
import { apiErrorItemCodes, ERROR_CODE_FAMILIES, isApiErrorItemCode, wholeFamilies } from '@/lib/platform/http/error-codes';

describe('the error codes’ one list', () => {
  it('the check accepts exactly the listed codes', () => {
    const codes = apiErrorItemCodes();
    expect(codes.length).toBeGreaterThan(100);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => !isApiErrorItemCode(code))).toEqual([]);
    for (const code of ['server_error', 'insufficient_funds', 'cannot_buy_prize', 'email']) expect(isApiErrorItemCode(code)).toBe(true);
    for (const value of ['no_such_code', '', 'INSUFFICIENT_FUNDS', 7, null, undefined]) expect(isApiErrorItemCode(value)).toBe(false);
  });

  it('holds every family of the type: leaving one out does not compile (type-checked by tsc)', () => {
    // The module's own list compiles only because it holds every family (wholeFamilies).
    const whole = ERROR_CODE_FAMILIES;
    expect(new Set(whole.flat())).toEqual(new Set(apiErrorItemCodes()));
    // The control: without the promotions' family the call is refused by the compiler.
    const partial = wholeFamilies(
      // @ts-expect-error PROMOTION_ERROR_CODES left out: its codes are missing
      [API_ERROR_CODES, VALIDATION_KINDS, CASHBOX_ERROR_CODES, GIFT_ACTIVATION_ERROR_CODES, GIFT_OFFER_ERROR_CODES, COUPON_ERROR_CODES, COMPOINT_ERROR_CODES, TOURNAMENT_ERROR_CODES, PROTECTION_ERROR_CODES, DOCUMENT_ERROR_CODES],
    );
    expect(partial.flat()).not.toContain('cannot_buy_prize');
    // And a code no family of the type has is refused as an element.
    // @ts-expect-error 'no_such_code' is no ApiErrorItemCode
    wholeFamilies([...whole, ['no_such_code']]);
  });
});
