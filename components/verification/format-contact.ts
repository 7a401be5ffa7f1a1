import { applyMask } from '@/lib/domain/input-masks';
import { splitPhone } from '@/lib/domain/phone-countries';

/** A stored phone ("79161234567") as people read it: "+7 (916) 123-45-67". */
export function formatPhone(phone: string): string {
  if (!phone) return '';
  const { country, national } = splitPhone(phone);
  return `+${country.dialCode} ${applyMask(national, country.mask)}`.trim();
}
