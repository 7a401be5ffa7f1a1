import { useCallback, useEffect, useState } from 'react';
import type { PayoutDto } from '@/lib/domain/cashbox-types';
import { reloadBalance } from './balance-refresh';
import { cancelPayout, loadNewPayouts } from './treasury-calls';

export interface PendingPayouts {
  /** null while the first load runs. */
  items: PayoutDto[] | null;
  failed: boolean;
  reload: () => void;
  /** A request just made shows at the top without another load. */
  add: (payout: PayoutDto) => void;
  cancel: (payout: PayoutDto) => void;
}

/**
 * The player's withdraw requests still waiting (GET …/user/new-payouts). Spec §4 and §8: a
 * cancelled request leaves the list whether or not the call succeeds — the list is what the
 * player asked to see, and a request the server kept comes back with the next load.
 */
export function usePendingPayouts(): PendingPayouts {
  const [items, setItems] = useState<PayoutDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    loadNewPayouts(abort.signal).then(
      (list) => {
        setItems(list);
        setFailed(false);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('cashbox: pending payouts did not load', error);
        // Spec §8: continue with whatever succeeded — an empty list and a retry.
        setItems((current) => current ?? []);
        setFailed(true);
      },
    );
    return () => abort.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const add = useCallback((payout: PayoutDto) => {
    setItems((current) => [payout, ...(current ?? []).filter((item) => item.id !== payout.id)]);
  }, []);

  const cancel = useCallback((payout: PayoutDto) => {
    setItems((current) => (current ?? []).filter((item) => item.id !== payout.id));
    cancelPayout(payout.transaction_id).then(
      () => reloadBalance(),
      (error: unknown) => console.warn('cashbox: the payout cancel failed; the request is removed from the list anyway', error),
    );
  }, []);

  return { items, failed, reload, add, cancel };
}
