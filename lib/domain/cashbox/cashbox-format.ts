import { COIN, formatMoney } from '../money';

/** How the cashbox shows quick amounts. Its times are the site's one date format (date-format.ts). */

/** A quick amount button: "500 ₽" for whole amounts, the full "500,50 ₽" otherwise. */
export function formatQuickAmount(minor: number, currency: string, locale: string): string {
  if (minor % COIN !== 0) return formatMoney(minor, currency, locale);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(minor / COIN);
  } catch {
    return formatMoney(minor, currency, locale);
  }
}
