/**
 * The pictures of the payment method kinds, as SVG markup in `currentColor` (no text in the art):
 * drawn inline by the cashbox (components/cashbox/method-icon.tsx) and rendered once to image
 * files for the payment and payout systems' `image` (spec §3; lib/platform/seed/art.ts), so the
 * two never differ.
 */
import { ART_URL_PREFIX } from '../catalog/art-url';

export type PaymentIconKind = 'card' | 'sbp' | 'wallet' | 'crypto';

export const PAYMENT_ICON_VIEWBOX = '0 0 44 30';

export const PAYMENT_ICON_MARKUP: Record<PaymentIconKind, string> = {
  card: [
    '<rect x="2" y="3" width="40" height="24" rx="4" fill="currentColor" opacity="0.18" stroke="currentColor" stroke-width="1.6"/>',
    '<rect x="2" y="9" width="40" height="4" fill="currentColor" opacity="0.75"/>',
    '<rect x="7" y="18" width="8" height="5" rx="1.2" fill="currentColor"/>',
    '<path d="M19 21h12" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" opacity="0.7"/>',
  ].join(''),
  // Fast payments: two arrows passing each other across a phone-sized frame.
  sbp: [
    '<rect x="13" y="1.5" width="18" height="27" rx="3.5" stroke="currentColor" stroke-width="1.6" fill="currentColor" fill-opacity="0.12"/>',
    '<path d="M4 11h18m0 0-4-4m4 4-4 4" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
    '<path d="M40 19H22m0 0 4-4m-4 4 4 4" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
  ].join(''),
  wallet: [
    '<path d="M6 8.5 28 3.5a2 2 0 0 1 2.4 1.6L31 8" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/>',
    '<rect x="4" y="8" width="34" height="19" rx="4" fill="currentColor" fill-opacity="0.18" stroke="currentColor" stroke-width="1.6"/>',
    '<path d="M38 13h-8a4.5 4.5 0 0 0 0 9h8z" fill="currentColor" opacity="0.75"/>',
    '<circle cx="30.5" cy="17.5" r="1.8" fill="currentColor" fill-opacity="0.2"/>',
  ].join(''),
  // A coin with a hexagonal chain link: no currency letter, which would be text.
  crypto: [
    '<circle cx="22" cy="15" r="12.5" fill="currentColor" fill-opacity="0.18" stroke="currentColor" stroke-width="1.6"/>',
    '<path d="m22 7 7 4v8l-7 4-7-4v-8z" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>',
    '<path d="m15 11 7 4 7-4M22 15v8" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round" opacity="0.8"/>',
  ].join(''),
};

/** A standalone picture of the kind in one colour (the image files). */
export function paymentIconSvg(kind: PaymentIconKind, color: string, width = 176, height = 120): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${PAYMENT_ICON_VIEWBOX}" width="${width}" height="${height}" fill="none" color="${color}">${PAYMENT_ICON_MARKUP[kind]}</svg>`;
}

/** Where the picture of a kind is drawn under the art directory, and its URL. */
export const paymentIconSubpath = (kind: PaymentIconKind) => `payment/${kind}.webp`;
export const paymentIconUrl = (kind: PaymentIconKind) => `${ART_URL_PREFIX}/${paymentIconSubpath(kind)}`;
