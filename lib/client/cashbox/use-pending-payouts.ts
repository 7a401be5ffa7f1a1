import { useCallback } from 'react';
import useSWR from 'swr';
import type { PayoutDto } from '@/lib/domain/cashbox/cashbox-types';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { updateCached } from '@/lib/client/swr/update-cached';
import { fetchInner } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import { reloadBalance } from './balance-refresh';
import { cancelPayout } from './cashbox-calls';

export interface PendingPayouts {
  /** null while the first load runs. */
  items: PayoutDto[] | null;
  failed: boolean;
  reload: () => void;
  /** A request just made shows at the top without another load. */
  add: (payout: PayoutDto) => void;
  cancel: (payout: PayoutDto) => void;
}

const without = (list: PayoutDto[] | undefined, payout: PayoutDto) => (list ?? []).filter((item) => item.id !== payout.id);

/**
 * The player's withdraw requests still waiting (GET …/user/new-payouts), in SWR's cache. Spec §4
 * and §8: a cancelled request leaves the list whether or not the call succeeds — the list is what
 * the player asked to see, and a request the server kept comes back with the next load.
 */
export function usePendingPayouts(): PendingPayouts {
  const { data, error, mutate } = useSWR<PayoutDto[]>(API_KEYS.pendingPayouts, fetchInner, {
    ...PLAYER_DATA,
    onError: (failure) => console.warn('cashbox: pending payouts did not load', failure),
  });

  const reload = useCallback(() => void mutate(), [mutate]);

  // A list not loaded yet is read again rather than replaced by this one request (update-cached.ts).
  const add = useCallback((payout: PayoutDto) => void updateCached<PayoutDto[]>(API_KEYS.pendingPayouts, (current) => current && [payout, ...without(current, payout)]), []);

  const cancel = useCallback(
    (payout: PayoutDto) => {
      void mutate((current) => without(current, payout), { revalidate: false });
      cancelPayout(payout.transaction_id).then(
        () => reloadBalance(),
        (failure: unknown) => console.warn('cashbox: the payout cancel failed; the request is removed from the list anyway', failure),
      );
    },
    [mutate],
  );

  // Spec §8: continue with whatever succeeded — an empty list and a retry.
  return { items: data ?? (error ? [] : null), failed: Boolean(error), reload, add, cancel };
}
