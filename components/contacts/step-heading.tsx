'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './contact-verification.module.css';

/**
 * A step's heading. It takes the focus when the step appears, so a screen reader announces the
 * new step and keyboard users continue from the top of it instead of from a removed button.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h3 ref={ref} className={styles.heading} tabIndex={-1}>
      {children}
    </h3>
  );
}
