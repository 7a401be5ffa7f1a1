/**
 * @jest-environment node
 */
import {
  composePhone,
  DEFAULT_PHONE_COUNTRY,
  findPhoneCountry,
  isPhoneComplete,
  matchesCountry,
  normalizeNationalDigits,
  orderCountries,
  PHONE_COUNTRIES,
  PRIMARY_COUNTRY_CODES,
  splitPhone,
} from '@/lib/domain/accounts/phone-countries';

const country = (iso: string) => findPhoneCountry(iso)!;

describe('phone countries', () => {
  it('defaults to Russia, dial code 7', () => {
    expect(DEFAULT_PHONE_COUNTRY.iso).toBe('ru');
    expect(DEFAULT_PHONE_COUNTRY.dialCode).toBe('7');
  });

  it('lists the primary countries first, in the spec order, then the rest', () => {
    expect(PRIMARY_COUNTRY_CODES).toEqual(['ru', 'kz', 'az', 'nl', 'am', 'au']);
    expect(PHONE_COUNTRIES.slice(0, 6).map((c) => c.iso)).toEqual(['ru', 'kz', 'az', 'nl', 'am', 'au']);
    expect(PHONE_COUNTRIES.slice(6).every((c) => !c.primary)).toBe(true);
    expect(new Set(PHONE_COUNTRIES.map((c) => c.iso)).size).toBe(PHONE_COUNTRIES.length);
  });

  it('has sane data for every country', () => {
    for (const c of PHONE_COUNTRIES) {
      expect({ iso: c.iso, ok: /^[a-z]{2}$/.test(c.iso) && /^[1-9]\d{0,3}$/.test(c.dialCode) && c.minDigits >= 5 && c.minDigits <= c.maxDigits && c.maxDigits <= 12 }).toEqual({ iso: c.iso, ok: true });
    }
  });

  it('composes the submitted phone: dial code plus national digits, digits only', () => {
    expect(composePhone(country('ru'), '(916) 123-45-67')).toBe('79161234567');
    expect(composePhone(country('am'), '91-234-567')).toBe('37491234567');
    expect(composePhone(country('ru'), '')).toBe('');
    expect(composePhone(country('ru'), '() -')).toBe('');
  });

  it('splits a stored phone back into country and national number', () => {
    expect(splitPhone('79161234567')).toEqual({ country: country('ru'), national: '9161234567' });
    expect(splitPhone('77011234567')).toEqual({ country: country('kz'), national: '7011234567' });
    expect(splitPhone('37491234567')).toEqual({ country: country('am'), national: '91234567' });
    expect(splitPhone('994501234567')).toEqual({ country: country('az'), national: '501234567' });
    expect(splitPhone('31612345678').country.iso).toBe('nl');
    expect(splitPhone('61412345678').country.iso).toBe('au');
  });

  it('tells countries that share a dial code apart', () => {
    expect(splitPhone('12125550123').country.iso).toBe('us');
    expect(splitPhone('14165550123').country.iso).toBe('ca');
    expect(splitPhone('18765550123').country.iso).toBe('jm');
    // The country the player chose stays when the number does not say otherwise.
    expect(splitPhone('12125550123', country('ca')).country.iso).toBe('ca');
  });

  it('takes a number without a known dial code as national digits of the fallback', () => {
    expect(splitPhone('0123', country('nl'))).toEqual({ country: country('nl'), national: '0123' });
  });

  it('strips a pasted dial code or trunk prefix, but never while typing one digit', () => {
    const ru = country('ru');
    expect(normalizeNationalDigits(ru, '', '+7 916 123-45-67')).toBe('9161234567');
    expect(normalizeNationalDigits(ru, '', '8 (916) 123-45-67')).toBe('9161234567');
    expect(normalizeNationalDigits(country('nl'), '', '06 1234 5678')).toBe('612345678');
    // A full field plus one typed digit: the digit is not taken, nothing is stripped.
    expect(normalizeNationalDigits(ru, '8001234567', '80012345679')).toBe('8001234567');
  });

  it('knows when a phone has enough digits for its country', () => {
    expect(isPhoneComplete('79161234567')).toBe(true);
    expect(isPhoneComplete('7916123456')).toBe(false);
    expect(isPhoneComplete('37491234567')).toBe(true);
  });

  it('orders the rest by localized name and searches by name, code or dial code', () => {
    const names = new Intl.DisplayNames(['ru'], { type: 'region' });
    const nameOf = (c: { iso: string }) => names.of(c.iso.toUpperCase())!;
    const ordered = orderCountries(PHONE_COUNTRIES, nameOf, 'ru');
    expect(ordered.slice(0, 6).map((c) => c.iso)).toEqual(PRIMARY_COUNTRY_CODES);
    const rest = ordered.slice(6).map(nameOf);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('ru').compare));

    const am = country('am');
    expect(matchesCountry(am, 'Армения', 'арм')).toBe(true);
    expect(matchesCountry(am, 'Армения', '+374')).toBe(true);
    expect(matchesCountry(am, 'Армения', '37')).toBe(true);
    expect(matchesCountry(am, 'Армения', 'am')).toBe(true);
    expect(matchesCountry(am, 'Армения', 'мени')).toBe(false);
    expect(matchesCountry(country('ci'), "Côte d'Ivoire", 'cote')).toBe(true);
    expect(matchesCountry(country('us'), 'United States', 'states')).toBe(true);
  });
});
