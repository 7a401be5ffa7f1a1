'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useNotices } from '@/lib/client/notifications/use-notices';
import { BellIcon } from '@/components/ui/icons';
import styles from './notices.module.css';

// The panel's code comes when the player first opens it.
const NoticesPanel = lazy(() => import('./notices-panel').then((m) => ({ default: m.NoticesPanel })));

/** The header's notices button: the unread counter (spec §4), opening the notifications sidebar. */
export function NoticesBell() {
  const t = useTranslations('notifications');
  const notices = useNotices();
  const [open, setOpen] = useState(false);
  const label = notices.unread > 0 ? t('openWithUnread', { count: notices.unread }) : t('open');
  return (
    <>
      <button type="button" className={styles.bell} onClick={() => setOpen(true)} aria-label={label} aria-haspopup="dialog" data-testid="notices-bell">
        <BellIcon size={18} />
        {notices.unread > 0 && (
          <span className={styles.badge} data-testid="notices-unread" aria-hidden="true">
            {notices.unread > 99 ? '99+' : notices.unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NoticesPanel notices={notices} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
