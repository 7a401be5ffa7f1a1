'use client';

import { useTranslations } from 'next-intl';
import { DOCUMENT_GROUPS, type DocumentDto } from '@/lib/domain/documents/documents';
import { useDocuments } from '@/lib/client/documents/use-documents';
import { RetryAlert } from '../retry-alert';
import { usePlayer } from '../use-player';
import { DocumentCard } from './document-card';
import styles from './documents.module.css';
import profile from '../profile.module.css';
import badges from '@/components/ui/badge.module.css';

/**
 * The Verification tab (spec §2 profile tabs, §3 verification item, §4 statuses): the player's
 * identity documents by group, each with its status and, while it may be sent (none, declined),
 * its upload. The list is SWR's (`useDocuments`); an upload writes its answer into it, and the
 * operator's decision arrives live (`verification_document_reviewed`, session-listeners.ts).
 */
export function DocumentsTab() {
  const t = useTranslations('documents');
  const player = usePlayer();
  const { state, retry } = useDocuments();
  if (!player) return null;

  return (
    <div className={profile.panel}>
      <section className={profile.card} aria-labelledby="documents-title">
        <div className={profile.sectionHead}>
          <h2 id="documents-title" className={profile.sectionTitle}>
            {t('title')}
          </h2>
          {state.status === 'ready' && state.documents.is_verified && (
            <span className={`${badges.badge} ${badges.ok}`} data-testid="documents-verified">
              {t('verified')}
            </span>
          )}
        </div>
        <p className={profile.muted}>{t('lead')}</p>
        {state.status === 'ready' && !state.documents.is_verified && <p className={styles.notice}>{t('notVerified')}</p>}
        <p className={profile.faint}>{t('rules')}</p>
      </section>
      {state.status === 'loading' && (
        <p role="status" className={profile.muted}>
          {t('loading')}
        </p>
      )}
      {state.status === 'failed' && <RetryAlert text={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />}
      {state.status === 'ready' &&
        DOCUMENT_GROUPS.map((group) => <DocumentGroup key={group} group={group} documents={state.documents.data.filter((d) => d.group === group)} />)}
    </div>
  );
}

function DocumentGroup({ group, documents }: { group: DocumentDto['group']; documents: DocumentDto[] }) {
  const t = useTranslations('documents.groups');
  if (documents.length === 0) return null;
  return (
    <section className={profile.card} aria-labelledby={`documents-group-${group}`} data-testid={`documents-group-${group}`}>
      <h3 id={`documents-group-${group}`} className={profile.subTitle}>
        {t(group)}
      </h3>
      <ul className={styles.list}>
        {documents.map((document) => (
          <DocumentCard key={document.id} document={document} />
        ))}
      </ul>
    </section>
  );
}
