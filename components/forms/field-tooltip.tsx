'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { TOOLTIP_DELAY_MS, TOOLTIP_MAX_WIDTH_PX, TOOLTIP_MIN_WIDTH_PX } from '@/lib/domain/constants';
import { InfoIcon } from '@/components/ui/icons';
import styles from './form.module.css';

/**
 * A field's tooltip (spec play-promos §2, §9): an info button whose text appears 50 ms after
 * hover or focus, 210 to 310 px wide. It stays open while the pointer is over it (so it can
 * be read and selected), closes on Escape, blur and pointer leave; a tap opens it at once.
 * The text is in the DOM while hidden, so the button's description is always announced.
 */
export function FieldTooltip({ children, label }: { children: ReactNode; label?: string }) {
  const t = useTranslations('forms');
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Escape closes the tooltip, not the modal around the form.
        event.stopPropagation();
        window.clearTimeout(timer.current);
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  return (
    <span className={styles.tooltipAnchor} onMouseEnter={() => show(TOOLTIP_DELAY_MS)} onMouseLeave={hide}>
      <button type="button" className={styles.tooltipButton} aria-label={label ?? t('tooltip')} aria-describedby={id} onFocus={() => show(TOOLTIP_DELAY_MS)} onBlur={hide} onClick={() => show(0)}>
        <InfoIcon size={16} />
      </button>
      <span id={id} role="tooltip" hidden={!open} className={styles.tooltip} style={{ minWidth: TOOLTIP_MIN_WIDTH_PX, maxWidth: TOOLTIP_MAX_WIDTH_PX }}>
        {children}
      </span>
    </span>
  );
}
