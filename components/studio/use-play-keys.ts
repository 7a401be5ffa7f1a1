'use client';

import { useEffect, useRef } from 'react';

const INTERACTIVE = 'button, a[href], input, select, textarea, [role="slider"], [role="dialog"], [role="alertdialog"]';

/**
 * Space or Enter plays (spin, roll) unless focus is on something those keys already operate,
 * such as a button (whose own click would otherwise fire the round twice) or a slider.
 */
export function usePlayKeys(action: () => void): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key !== ' ' && event.key !== 'Enter') || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (target instanceof Element && target.closest(INTERACTIVE)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
