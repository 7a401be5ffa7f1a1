'use client';

import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import type { DeleteDirection } from '@/lib/domain/validation/input-masks';

/** Which way a change event deleted, from the browser's inputType (or the text getting shorter). */
export function deleteDirection(event: ChangeEvent<HTMLInputElement>, previous: string): DeleteDirection {
  const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
  if (inputType.startsWith('delete')) return inputType.includes('Forward') ? 'forward' : 'backward';
  return event.target.value.length < previous.length ? 'backward' : null;
}

/**
 * Puts the caret where a masked edit wants it after React re-renders the field: a controlled
 * input whose value React rewrites would otherwise jump the caret to the end.
 */
export function useMaskedCaret() {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input) return;
    if (input === input.ownerDocument.activeElement) input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return {
    inputRef,
    placeCaret: (position: number) => {
      caret.current = position;
    },
  };
}
