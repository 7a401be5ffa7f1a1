/**
 * @jest-environment node
 */
import { applyMask, caretAfterDigits, digitsOnly, editMasked, maskCapacity } from '@/lib/domain/validation/input-masks';

const PHONE = '(###) ###-##-##';
const CODE = '##-##';

describe('input masks', () => {
  it('keeps only digits', () => {
    expect(digitsOnly('+7 (916) 123-45-67')).toBe('79161234567');
    expect(digitsOnly('abc')).toBe('');
  });

  it('lays digits into a mask without a trailing separator', () => {
    expect(applyMask('', PHONE)).toBe('');
    expect(applyMask('9', PHONE)).toBe('(9');
    expect(applyMask('916', PHONE)).toBe('(916');
    expect(applyMask('9161', PHONE)).toBe('(916) 1');
    expect(applyMask('9161234567', PHONE)).toBe('(916) 123-45-67');
    expect(applyMask('12', CODE)).toBe('12');
    expect(applyMask('123', CODE)).toBe('12-3');
    expect(applyMask('1234', CODE)).toBe('12-34');
  });

  it('drops digits beyond the mask and ignores non-digits', () => {
    expect(maskCapacity(PHONE)).toBe(10);
    expect(applyMask('123456', CODE)).toBe('12-34');
    expect(applyMask('1a2b3', CODE)).toBe('12-3');
  });

  it('finds the caret position after the n-th digit', () => {
    expect(caretAfterDigits('(916) 123', 0)).toBe(1);
    expect(caretAfterDigits('(916) 123', 3)).toBe(4);
    expect(caretAfterDigits('(916) 123', 4)).toBe(7);
    expect(caretAfterDigits('12-34', 9)).toBe(5);
  });

  it('types a digit in the middle and keeps the caret after it', () => {
    // "12-34" with the caret after "1", the player types 9.
    const result = editMasked({ previous: '12-34', next: '192-34', caret: 2, deleting: null }, CODE);
    expect(result).toEqual({ digits: '1923', masked: '19-23', caret: 2 });
  });

  it('Backspace just after a separator deletes the digit before it (no stuck caret)', () => {
    // "(916) 1|23": Backspace removed the "1"…
    expect(editMasked({ previous: '(916) 123', next: '(916) 23', caret: 6, deleting: 'backward' }, PHONE)).toEqual({ digits: '91623', masked: '(916) 23', caret: 4 });
    // "(916) |123": Backspace removed only the space: the 6 goes.
    expect(editMasked({ previous: '(916) 123', next: '(916)123', caret: 5, deleting: 'backward' }, PHONE)).toEqual({ digits: '91123', masked: '(911) 23', caret: 3 });
    // "12-|34": Backspace removed the hyphen: the 2 goes.
    expect(editMasked({ previous: '12-34', next: '1234', caret: 2, deleting: 'backward' }, CODE)).toEqual({ digits: '134', masked: '13-4', caret: 1 });
  });

  it('Delete just before a separator deletes the digit after it', () => {
    // "12|-34": Delete removed the hyphen: the 3 goes.
    expect(editMasked({ previous: '12-34', next: '1234', caret: 2, deleting: 'forward' }, CODE)).toEqual({ digits: '124', masked: '12-4', caret: 2 });
  });

  it('deleting the last digit leaves no dangling separator', () => {
    expect(editMasked({ previous: '12-3', next: '12-', caret: 3, deleting: 'backward' }, CODE)).toEqual({ digits: '12', masked: '12', caret: 2 });
  });
});
