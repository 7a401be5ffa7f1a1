'use client';

import { useId, useRef, useState } from 'react';
import { useTimeZone, useTranslations } from 'next-intl';
import { formatOperationTime } from '@/lib/domain/date-format';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import { readNotice } from '@/lib/client/notifications/notice-pages';
import type { Notices } from '@/lib/client/notifications/use-notices';
import { Link } from '@/i18n/navigation';
import { CloseIcon } from '@/components/ui/icons';
import { useDialogBehaviour } from '@/components/ui/use-dialog-behaviour';
import { useNoticeText } from './notice-text';
import modal from '@/components/ui/modal.module.css';
import styles from './notices.module.css';

interface NoticesPanelProps {
  notices: Notices;
  onClose: () => void;
}

/**
 * The notifications sidebar (spec §2): the unread notices, newest first, each with its time, its
 * link and a "read" button (reading removes it, spec §4). Loading, empty and failed states; more
 * on demand when a full page came.
 */
export function NoticesPanel({ notices, onClose }: NoticesPanelProps) {
  const t = useTranslations('notifications');
  const text = useNoticeText();
  const timeZone = useTimeZone();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [readFailed, setReadFailed] = useState(false);
  useDialogBehaviour(true, panelRef, onClose);

  const read = (notice: NoticeData) => {
    setReadFailed(false);
    readNotice(notice.id).catch(() => setReadFailed(true));
  };

  return (
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid="notices-panel">
        <header className={modal.header}>
          <h2 id={titleId} className={modal.title}>
            {t('title')}
          </h2>
          <button type="button" className={modal.close} onClick={onClose} aria-label={t('close')}>
            <CloseIcon />
          </button>
        </header>
        <div className={styles.body} aria-busy={notices.loading}>
          {readFailed && (
            <p className={styles.error} role="alert">
              {t('readFailed')}
            </p>
          )}
          {notices.items.length > 0 && (
            <ul className={styles.list}>
              {notices.items.map((notice) => (
                <li key={notice.id} className={styles.item} data-testid="notice">
                  <p className={styles.text}>{text(notice)}</p>
                  <div className={styles.meta}>
                    <time dateTime={notice.createdAt}>{formatOperationTime(Date.parse(notice.createdAt) / 1000, timeZone)}</time>
                    {notice.button && (
                      <Link
                        href={notice.button.link}
                        className={styles.link}
                        prefetch={false}
                        onClick={() => {
                          read(notice);
                          onClose();
                        }}
                      >
                        {t('go')}
                      </Link>
                    )}
                    <button type="button" className={styles.read} onClick={() => read(notice)} aria-label={t('markRead', { text: text(notice) })}>
                      {t('read')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {notices.loading && <p className={styles.state}>{t('loading')}</p>}
          {!notices.loading && notices.failed && (
            <p className={styles.state} role="alert">
              {t('failed')}{' '}
              <button type="button" className={styles.link} onClick={notices.retry}>
                {t('retry')}
              </button>
            </p>
          )}
          {!notices.loading && !notices.failed && notices.items.length === 0 && (
            <p className={styles.state} data-testid="notices-empty">
              {t('empty')}
            </p>
          )}
          {!notices.loading && notices.more && (
            <button type="button" className={styles.more} onClick={notices.loadMore}>
              {t('more')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
