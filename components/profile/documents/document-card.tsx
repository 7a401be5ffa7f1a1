'use client';

import { useTranslations } from 'next-intl';
import type { DocumentDto, DocumentStatus } from '@/lib/domain/documents/documents';
import { DocumentUpload } from './document-upload';
import styles from './documents.module.css';
import badges from '@/components/ui/badge.module.css';

const TONE: Record<DocumentStatus, string | undefined> = {
  none: undefined,
  wait: badges.wait,
  success: badges.ok,
  cancel: badges.warn,
};

/** One document: its name and hint, its status (with the review time or the decline's reason) and, when it may be sent, the upload. */
export function DocumentCard({ document }: { document: DocumentDto }) {
  const t = useTranslations('documents');
  const title = t(`kinds.${document.kind}.title`);
  const canSend = document.status === 'none' || document.status === 'cancel';
  return (
    <li className={styles.document} data-testid={`document-${document.kind}`} data-status={document.status} aria-labelledby={`document-${document.id}-title`}>
      <div className={styles.head}>
        <h4 id={`document-${document.id}-title`} className={styles.title}>
          {title}
        </h4>
        <div className={styles.badges}>
          {document.required && <span className={`${badges.badge} ${badges.info}`}>{t('required')}</span>}
          <span className={`${badges.badge} ${TONE[document.status] ?? ''}`} aria-label={t('statusLabel', { status: t(`statuses.${document.status}`) })} data-testid="document-status">
            {t(`statuses.${document.status}`)}
          </span>
        </div>
      </div>
      <p className={styles.hint}>{t(`kinds.${document.kind}.hint`)}</p>
      {document.status === 'wait' && <p className={styles.wait}>{t('waitHint')}</p>}
      {document.status === 'cancel' && document.decline_reason && (
        <p className={styles.declined} data-testid="document-declined">
          {t('declinedBecause', { reason: t(`reasons.${document.decline_reason}`) })}
        </p>
      )}
      {canSend && <DocumentUpload document={document} title={title} again={document.status === 'cancel'} />}
    </li>
  );
}
