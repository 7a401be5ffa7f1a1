import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import type { DepositDto } from '@/lib/domain/cashbox/cashbox-types';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import { updateCached } from '@/lib/client/swr/update-cached';
import { reloadBalance } from './balance-refresh';
import { depositOf, toastDepositOutcome } from './deposit-toast';
import { fetchHistoryPage, historyPageKey } from './history-pages';

/** While a deposit is pending, it is asked about again this often (the live event usually comes first). */
export const DEPOSIT_RECHECK_MS = 15_000;

/** The first page of the deposit history: the same SWR key as the History tab's first page. */
const FIRST_PAGE = historyPageKey(API_KEYS.deposits)(0, null);

export type DepositReturn =
  | { kind: 'checking' }
  /** The deposit is not among the player's latest deposits (a foreign or mistyped id). */
  | { kind: 'unknown' }
  /** The check itself failed (server problems); `recheck` tries again. */
  | { kind: 'failed' }
  | { kind: 'found'; deposit: DepositDto };

/** The page with `deposit` in place of its older self (first when it was not on it). */
function withDeposit(list: DepositDto[], deposit: DepositDto): DepositDto[] {
  return list.some((d) => d.id === deposit.id) ? list.map((d) => (d.id === deposit.id ? deposit : d)) : [deposit, ...list];
}

/**
 * The outcome of the deposit the payment page sent the player back with (`?deposit={id}`): read
 * from the first history page through SWR (newest first, so a deposit made a moment ago is on
 * it), then kept up to date by the live event of a confirmed deposit (written into that page)
 * and by revalidation while it is pending — on demand, when the tab is shown again (SWR's focus
 * revalidation), and every DEPOSIT_RECHECK_MS while the tab is visible. A failed re-check keeps
 * what is already known. A paid deposit refreshes the session's balance, so the header shows the
 * money at once; a paid or declined one is told in a toast too (shown once the cashbox is left).
 */
export function useDepositReturn(depositId: number | null): { state: DepositReturn | null; recheck: () => void } {
  const pendingIn = (page: DepositDto[] | undefined) => page?.find((d) => d.id === depositId)?.status === 'pending';
  const { data, error, mutate } = useSWR<DepositDto[]>(depositId === null ? null : FIRST_PAGE, fetchHistoryPage, {
    ...PLAYER_DATA,
    refreshInterval: (page) => (pendingIn(page) ? DEPOSIT_RECHECK_MS : 0),
    onError: (failure) => console.warn('cashbox: the deposit check failed', failure),
  });
  const balanceFor = useRef<number | null>(null);

  const deposit = data?.find((d) => d.id === depositId);
  let state: DepositReturn | null = null;
  if (depositId !== null) state = deposit ? { kind: 'found', deposit } : data ? { kind: 'unknown' } : error ? { kind: 'failed' } : { kind: 'checking' };

  const recheck = useCallback(() => void mutate(), [mutate]);

  useEffect(() => {
    if (depositId === null) return;
    return onRealtimeEvent(REALTIME_EVENTS.treasuryTransactionConfirmed, (message) => {
      const confirmed = depositOf(message.deposit);
      // Into the cached page; none cached yet (the first answer may be on its way): read again (update-cached.ts).
      if (confirmed?.id === depositId) void updateCached<DepositDto[]>(FIRST_PAGE, (page) => page && withDeposit(page, confirmed));
    });
  }, [depositId]);

  const settled = deposit && (deposit.status === 'paid' || deposit.status === 'declined') ? deposit : null;
  useEffect(() => {
    if (settled) toastDepositOutcome(settled);
  }, [settled]);

  const paidId = deposit?.status === 'paid' ? deposit.id : null;
  useEffect(() => {
    if (paidId === null || balanceFor.current === paidId) return;
    balanceFor.current = paidId;
    void reloadBalance();
  }, [paidId]);

  return { state, recheck };
}
