'use client';

import { useId, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
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
  /** `sheet`: a bottom sheet at every width (the bottom select). */
  size?: 'md' | 'lg' | 'sheet';
}

const noSubscribe = () => () => {};

/**
 * A modal dialog, one layer of the modal stack (lib/client/modals/modal-stack.ts): it is
 * portalled to the end of <body>, so a modal opened later lies above it and the page behind it
 * can go inert; it closes on overlay click, on Escape while it is the top layer, and on its close
 * button; it keeps focus inside while on top and gives it back on close. Who opens it decides
 * when the route changes (a route's own modal goes with the route; `openModal` ones close).
 */
export function Modal({ open, onClose, title, closeLabel, children, initialFocusRef, size = 'md' }: ModalProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Nothing in the server HTML: a portal needs the document, and a modal is always opened in the browser.
  const inBrowser = useSyncExternalStore(noSubscribe, () => true, () => false);
  useDialogBehaviour(open && inBrowser, panelRef, onClose, { initialFocusRef, rootRef: overlayRef });
  if (!open || !inBrowser) return null;
  return createPortal(
    <div
      ref={overlayRef}
      className={`${styles.overlay} ${size === 'sheet' ? styles.sheetOverlay : ''}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
      data-testid="modal-overlay"
      data-modal-layer=""
    >
      <div ref={panelRef} className={`${styles.panel} ${size === 'md' ? '' : styles[size]}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
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
    </div>,
    document.body,
  );
}
