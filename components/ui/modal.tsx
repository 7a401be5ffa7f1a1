'use client';

import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';
import { useDialogBehaviour } from './use-dialog-behaviour';
import styles from './modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** Element focused when the modal opens (the first focusable one otherwise). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'md' | 'lg';
}

/** A modal dialog: closes on overlay click, Escape and its close button; keeps focus inside. */
export function Modal({ open, onClose, title, closeLabel, children, initialFocusRef, size = 'md' }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogBehaviour(open, panelRef, onClose, initialFocusRef);
  if (!open) return null;
  return (
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && onClose()} data-testid="modal-overlay">
      <div ref={panelRef} className={`${styles.panel} ${size === 'lg' ? styles.large : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
