import 'server-only';
import type { PhoneCodeDto } from '@/lib/domain/cashbox/cashbox-types';
import { PHONE_COUNTRIES } from '@/lib/domain/accounts/phone-countries';

/**
 * Dial codes of the phone payout field (GET /json-api/treasury/phone-codes), from the same
 * country list as every phone input of the site: primary countries first (ru, kz, az, nl, am,
 * au; ru with 7 is the default), then the rest. Digits only, like the phones the site submits.
 */
export const PHONE_CODES: readonly PhoneCodeDto[] = PHONE_COUNTRIES.map((country) => ({ country: country.iso, code: country.dialCode }));
