'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { usePagedHistory, type HistoryItem, type HistoryKind } from '@/lib/client/cashbox/use-paged-history';
import { useNearEnd } from '@/lib/client/cashbox/use-near-end';
import { LoadingStatus } from '@/components/ui/loading-status';
import buttons from '@/components/ui/button.module.css';
import { DataFailed } from '../data-failed';
import { OperationRow, type OperationView } from '../operation-row';
import ops from '../operations.module.css';

interface HistoryListProps<K extends HistoryKind> {
  kind: K;
  toView: (item: HistoryItem<K>) => OperationView;
  labelledBy: string;
}

/**
 * One history, page after page (spec §4 pagination): the next page when the end comes within
 * 500 px or on "Show more" (both go through one guarded loader, so never two requests at once),
 * until a short page completes it.
 */
export function HistoryList<K extends HistoryKind>({ kind, toView, labelledBy }: HistoryListProps<K>) {
  const t = useTranslations('cashbox.history');
  const { state, loadNext, retry } = usePagedHistory(kind);
  const sentinel = useRef<HTMLDivElement>(null);
  const started = state.page > 0;
  useNearEnd(sentinel, started && !state.complete && !state.failed, loadNext, state.page);

  if (state.complete && state.items.length === 0) return <p className={ops.empty}>{t(`empty.${kind as HistoryKind}`)}</p>;
  return (
    <div data-testid={`history-${kind}`}>
      {state.items.length > 0 && (
        <ul className={ops.list} aria-labelledby={labelledBy}>
          {state.items.map((item) => (
            <OperationRow key={item.id} op={toView(item)} />
          ))}
        </ul>
      )}
      <div ref={sentinel} className={ops.sentinel} aria-hidden="true" />
      {state.loading && <LoadingStatus text={t('loading')} />}
      {state.failed && <DataFailed onRetry={retry} text={t('failed')} />}
      {started && !state.complete && !state.loading && !state.failed && (
        <div className={ops.more}>
          <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={loadNext}>
            {t('more')}
          </button>
        </div>
      )}
      {state.complete && state.page > 1 && <p className={ops.empty}>{t('end')}</p>}
    </div>
  );
}
