'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { closeToast, useToasts, type Toast } from '@/lib/client/toasts/toast-store';
import { ArtImage } from '@/components/ui/art-image';
import { CloseIcon } from '@/components/ui/icons';
import { useNoticeText } from '@/components/notifications/notice-text';
import styles from './toast-host.module.css';

/**
 * The one toast host (spec platform §2, §9): top right, TOAST_WIDTH_PX wide (the full width less
 * the margins on a phone), newest at the bottom of the stack. It lives at the end of <body>, so it
 * stays above and alive under a modal (the modal stack leaves it out of the inert page).
 *
 * Two live regions, kept in the DOM from the host's first paint so a screen reader hears what is
 * added to them: errors in an assertive one (role alert, on top), the rest in a polite one
 * (role status). Toasts are added one frame after the host mounts for the same reason.
 */
export function ToastHost() {
  const t = useTranslations('toasts');
  const toasts = useToasts();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const visible = ready ? toasts : [];
  return createPortal(
    <div className={styles.host} data-toast-host="" aria-label={t('label')} role="region">
      <div className={styles.region} role="alert" aria-live="assertive">
        {visible
          .filter((toast) => toast.type === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div className={styles.region} role="status" aria-live="polite">
        {visible
          .filter((toast) => toast.type !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </div>,
    document.body,
  );
}

/**
 * One toast. Its lifetime stops while the pointer is over it or focus is in it (time to read
 * or reach the close button, WCAG 2.2.1) and starts over when they leave; time 0 never ends.
 */
function ToastItem({ toast }: { toast: Toast }) {
  const t = useTranslations('toasts');
  const noticeText = useNoticeText();
  const [holds, setHolds] = useState({ pointer: false, focus: false });
  const paused = holds.pointer || holds.focus;
  const { id, time } = toast;
  useEffect(() => {
    if (time === 0 || paused) return;
    const timer = setTimeout(() => closeToast(id), time);
    return () => clearTimeout(timer);
  }, [id, time, paused]);

  const close = () => closeToast(id);
  const { component: Custom, message } = toast;
  const text = toast.text ?? (message ? noticeText(message) : '');
  return (
    <div
      className={styles.toast}
      data-type={toast.type}
      data-testid="toast"
      onPointerEnter={() => setHolds((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHolds((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHolds((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHolds((h) => ({ ...h, focus: false }));
      }}
    >
      {toast.image && <ArtImage src={toast.image} alt="" width={40} height={40} className={styles.image} />}
      <div className={styles.content}>{Custom ? <Custom close={close} /> : <p className={styles.text}>{text}</p>}</div>
      <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
