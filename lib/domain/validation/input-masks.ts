/**
 * Digit masks for phone numbers and SMS codes (spec platform §5: "phone fields are masked and
 * only digits are kept"). A mask is a pattern where `#` stands for one digit and every other
 * character is a literal shown between digits, e.g. `##-##` or `(###) ###-##-##`.
 * Pure functions: the input widgets keep the digits as their value and show the masked text.
 */

export const MASK_DIGIT = '#';

/** Keeps digits only ("+7 (999) 123-45-67" → "79991234567"): the value behind every mask, and what the API stores of a phone. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** How many digits a mask holds. */
export function maskCapacity(mask: string): number {
  let count = 0;
  for (const char of mask) if (char === MASK_DIGIT) count += 1;
  return count;
}

/**
 * Lays digits into a mask. Literals are written only when a digit follows them, so the text
 * never ends in a separator: deleting from the end never gets stuck behind a "-" or ") ".
 * Digits beyond the mask's capacity are dropped.
 */
export function applyMask(digits: string, mask: string): string {
  const clean = digitsOnly(digits);
  if (clean.length === 0) return '';
  let out = '';
  let pending = '';
  let next = 0;
  for (const char of mask) {
    if (next >= clean.length) break;
    if (char === MASK_DIGIT) {
      out += pending + clean[next];
      pending = '';
      next += 1;
    } else {
      pending += char;
    }
  }
  return out;
}

/** The caret position just after the n-th digit of a masked text (0: before the first digit). */
export function caretAfterDigits(masked: string, count: number): number {
  if (count <= 0) {
    const first = masked.search(/\d/);
    return first === -1 ? masked.length : first;
  }
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (/\d/.test(masked[i]!)) {
      seen += 1;
      if (seen === count) return i + 1;
    }
  }
  return masked.length;
}

export type DeleteDirection = 'backward' | 'forward' | null;

export interface MaskEdit {
  /** The masked text before the edit. */
  previous: string;
  /** The raw text the browser produced (the player's keystroke applied to `previous`). */
  next: string;
  /** The caret position the browser reports in `next`. */
  caret: number;
  /** Set when the edit was a deletion (Backspace is backward, Delete is forward). */
  deleting: DeleteDirection;
}

export interface MaskEditResult {
  digits: string;
  masked: string;
  caret: number;
}

/**
 * Turns one edit of a masked field into new digits, masked text and caret position.
 * Why not just re-mask `next`: a Backspace that removed only a literal ("(916) |" → "(916)|")
 * would be undone by re-masking and the caret would never move, so such a deletion removes
 * the digit in front of the literal instead (and Delete the digit behind it).
 */
export function editMasked(edit: MaskEdit, mask: string): MaskEditResult {
  const before = digitsOnly(edit.previous);
  let digits = digitsOnly(edit.next);
  let digitsBeforeCaret = digitsOnly(edit.next.slice(0, edit.caret)).length;
  if (edit.deleting && digits === before) {
    if (edit.deleting === 'backward' && digitsBeforeCaret > 0) {
      digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
      digitsBeforeCaret -= 1;
    } else if (edit.deleting === 'forward') {
      digits = digits.slice(0, digitsBeforeCaret) + digits.slice(digitsBeforeCaret + 1);
    }
  }
  digits = digits.slice(0, maskCapacity(mask));
  const masked = applyMask(digits, mask);
  return { digits, masked, caret: caretAfterDigits(masked, Math.min(digitsBeforeCaret, digits.length)) };
}
