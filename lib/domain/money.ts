/** Currencies known to the platform (spec platform §1); RUB is the default. */
export const CURRENCIES = ['RUB', 'EUR', 'USD', 'UAH', 'KZT', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'RUB';

/** Money is stored in minor units; the coin constant turns them into display units (two decimals). */
export const COIN = 100;
/** Promotion points use their own, finer coin (spec §9). */
export const PROMO_COINS = 10000;

const SYMBOLS: Record<Currency, string> = { RUB: '₽', EUR: '€', USD: '$', UAH: '₴', KZT: '₸', CAD: 'C$' };

export function currencySymbol(currency: string): string {
  return (SYMBOLS as Record<string, string>)[currency] ?? currency;
}

/** Formats minor units for display: "12 345,67 ₽" in ru, "₽12,345.67" in en. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const value = minor / COIN;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currencySymbol(currency)}`;
  }
}
