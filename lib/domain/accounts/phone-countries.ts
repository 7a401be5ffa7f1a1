/**
 * Countries of the phone input and the rules that turn "country + national number" into the
 * phone the site submits (spec platform §5, play-promos §5: dial code plus number, digits
 * only; default country ru with dial code 7; primary countries ru, kz, az, nl, am, au first).
 */
import { applyMask, digitsOnly, maskCapacity } from '../validation/input-masks';
import { OTHER_ROWS, PRIMARY_ROWS, type PhoneCountryRow } from './phone-country-data';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, lower case. */
  iso: string;
  /** Digits only, without "+". */
  dialCode: string;
  /** National number mask, `#` per digit. */
  mask: string;
  minDigits: number;
  maxDigits: number;
  /** National trunk prefix ("8" in Russia, "0" in most of Europe), "" when there is none. */
  trunk: string;
  /** National number starts that pick this country among those sharing its dial code. */
  prefixes: readonly string[];
  primary: boolean;
}

export const PRIMARY_COUNTRY_CODES = PRIMARY_ROWS.map(([iso]) => iso);
export const DEFAULT_COUNTRY_CODE = 'ru';

function toCountry([iso, dialCode, mask, options = {}]: PhoneCountryRow, primary: boolean): PhoneCountry {
  const maxDigits = maskCapacity(mask);
  return { iso, dialCode, mask, maxDigits, minDigits: options.min ?? maxDigits, trunk: options.trunk ?? '0', prefixes: options.prefixes ?? [], primary };
}

/** Primary countries in the spec's order, then the rest by ISO code. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [...PRIMARY_ROWS.map((row) => toCountry(row, true)), ...OTHER_ROWS.map((row) => toCountry(row, false))];

const BY_ISO = new Map(PHONE_COUNTRIES.map((country) => [country.iso, country]));

export function findPhoneCountry(iso: string | null | undefined): PhoneCountry | undefined {
  return iso ? BY_ISO.get(iso.toLowerCase()) : undefined;
}

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = findPhoneCountry(DEFAULT_COUNTRY_CODE)!;

/** The phone as submitted: dial code plus national digits, digits only; "" while no number is typed. */
export function composePhone(country: PhoneCountry, national: string): string {
  const digits = digitsOnly(national);
  return digits ? country.dialCode + digits : '';
}

export interface SplitPhone {
  country: PhoneCountry;
  national: string;
}

/**
 * Reads a stored phone ("79161234567") back into country and national digits: the longest
 * dial code that starts the number wins; among countries sharing it, the one whose national
 * prefixes match, else the one without prefixes (Russia for +7, the USA for +1).
 * A number that starts with no known dial code is taken as a national number of `fallback`.
 */
export function splitPhone(phone: string, fallback: PhoneCountry = DEFAULT_PHONE_COUNTRY): SplitPhone {
  const digits = digitsOnly(phone);
  let best: PhoneCountry[] = [];
  for (const country of PHONE_COUNTRIES) {
    if (!digits.startsWith(country.dialCode)) continue;
    const length = best[0]?.dialCode.length ?? 0;
    if (country.dialCode.length > length) best = [country];
    else if (country.dialCode.length === length) best.push(country);
  }
  if (best.length === 0) return { country: fallback, national: digits };
  const national = digits.slice(best[0]!.dialCode.length);
  const byPrefix = best.find((country) => country.prefixes.some((prefix) => national.startsWith(prefix)));
  const plain = best.find((country) => country.prefixes.length === 0);
  // The fallback country keeps its place when it shares the dial code (a Canadian stays Canadian).
  const kept = best.includes(fallback) && !byPrefix ? fallback : undefined;
  return { country: byPrefix ?? kept ?? plain ?? best[0]!, national };
}

/**
 * National digits after the player pasted or autofilled several digits at once into the
 * national field: a number that is too long because it still carries the dial code or the
 * trunk prefix ("+7 916…", "8 916…", "06 12…") loses it; anything else too long is cut.
 * Typing one digit into a full field never strips anything (it is simply not taken).
 */
export function normalizeNationalDigits(country: PhoneCountry, previous: string, next: string): string {
  const digits = digitsOnly(next);
  if (digits.length <= country.maxDigits) return digits;
  const inserted = digits.length - digitsOnly(previous).length;
  if (inserted > 1) {
    for (const prefix of [country.dialCode, country.trunk]) {
      if (!prefix || !digits.startsWith(prefix)) continue;
      const rest = digits.slice(prefix.length);
      if (rest.length <= country.maxDigits) return rest;
    }
  }
  return digits.slice(0, country.maxDigits);
}

/** Whether a composed phone has as many national digits as its country needs. */
export function isPhoneComplete(phone: string): boolean {
  const { country, national } = splitPhone(phone);
  return national.length >= country.minDigits && national.length <= country.maxDigits;
}

/**
 * Orders countries for the selector: primary countries first in the spec's order, then the
 * rest alphabetically by their name in the player's language.
 */
export function orderCountries(countries: readonly PhoneCountry[], nameOf: (country: PhoneCountry) => string, locale: string): PhoneCountry[] {
  const primary = PRIMARY_COUNTRY_CODES.map((iso) => countries.find((c) => c.iso === iso)).filter((c): c is PhoneCountry => c !== undefined);
  const collator = new Intl.Collator(locale);
  const rest = countries.filter((c) => !c.primary).sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
  return [...primary, ...rest];
}

/**
 * Search in the selector: by the start of any word of the country name (case- and
 * accent-insensitive), by ISO code, or by dial code ("+7", "374").
 */
export function matchesCountry(country: PhoneCountry, name: string, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  const dial = digitsOnly(q);
  if (dial && /^\+?\d+$/.test(q)) return country.dialCode.startsWith(dial);
  if (q === country.iso) return true;
  const folded = fold(name);
  return folded.startsWith(q) || folded.split(/[\s\-–(),.]+/).some((word) => word.startsWith(q));
}

function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');
}

/** A stored phone ("79161234567") as people read it: "+7 (916) 123-45-67". */
export function formatPhone(phone: string): string {
  if (!phone) return '';
  const { country, national } = splitPhone(phone);
  return `+${country.dialCode} ${applyMask(national, country.mask)}`.trim();
}
