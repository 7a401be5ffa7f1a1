import { useCallback, useEffect, useRef, useState } from 'react';
import { REALTIME_EVENTS } from '@/lib/domain/realtime-events';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import type { DepositDto, DepositStatus } from '@/lib/domain/cashbox-types';
import { reloadBalance } from './balance-refresh';
import { loadDeposits } from './treasury-calls';

/** While a deposit is pending, it is asked about again this often (the live event usually comes first). */
export const DEPOSIT_RECHECK_MS = 15_000;

const STATUSES: readonly DepositStatus[] = ['pending', 'paid', 'declined', 'expired'];

export type DepositReturn =
  | { kind: 'checking' }
  /** The deposit is not among the player's latest deposits (a foreign or mistyped id). */
  | { kind: 'unknown' }
  /** The check itself failed (server problems); `recheck` tries again. */
  | { kind: 'failed' }
  | { kind: 'found'; deposit: DepositDto };

/** The event's deposit when it has the fields this hook reads: the socket is not trusted blindly. */
function depositOf(value: unknown): DepositDto | null {
  const deposit = value as Partial<DepositDto> | null | undefined;
  if (!deposit || typeof deposit !== 'object') return null;
  if (typeof deposit.id !== 'number' || typeof deposit.amount !== 'number' || !STATUSES.includes(deposit.status as DepositStatus)) return null;
  return { bonus: 0, ...deposit } as DepositDto;
}

/**
 * The outcome of the deposit the payment page sent the player back with (`?deposit={id}`): read
 * from the first history page (newest first, so a deposit made a moment ago is on it), then kept
 * up to date by the live event of a confirmed deposit and by re-checks while it is pending — on
 * demand, when the tab is shown again, and every DEPOSIT_RECHECK_MS. A paid deposit refreshes the
 * session's balance, so the header shows the money at once.
 */
export function useDepositReturn(depositId: number | null): { state: DepositReturn | null; recheck: () => void } {
  const [state, setState] = useState<DepositReturn | null>(depositId === null ? null : { kind: 'checking' });
  const [seenId, setSeenId] = useState(depositId);
  if (seenId !== depositId) {
    setSeenId(depositId);
    setState(depositId === null ? null : { kind: 'checking' });
  }
  const running = useRef(false);
  const balanceFor = useRef<number | null>(null);

  const recheck = useCallback(() => {
    if (depositId === null || running.current) return;
    running.current = true;
    loadDeposits(0)
      .then(
        (deposits) => {
          const deposit = deposits.find((d) => d.id === depositId);
          setState(deposit ? { kind: 'found', deposit } : { kind: 'unknown' });
        },
        (error: unknown) => {
          console.warn('cashbox: the deposit check failed', error);
          // A failed re-check keeps what is already known.
          setState((current) => (current?.kind === 'found' ? current : { kind: 'failed' }));
        },
      )
      .finally(() => {
        running.current = false;
      });
  }, [depositId]);

  useEffect(() => {
    recheck();
  }, [recheck]);

  useEffect(() => {
    if (depositId === null) return;
    return onRealtimeEvent(REALTIME_EVENTS.treasuryTransactionConfirmed, (message) => {
      const deposit = depositOf(message.deposit);
      if (deposit?.id === depositId) setState({ kind: 'found', deposit });
    });
  }, [depositId]);

  const pending = state?.kind === 'found' && state.deposit.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') recheck();
    }, DEPOSIT_RECHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [pending, recheck]);

  const paidId = state?.kind === 'found' && state.deposit.status === 'paid' ? state.deposit.id : null;
  useEffect(() => {
    if (paidId === null || balanceFor.current === paidId) return;
    balanceFor.current = paidId;
    void reloadBalance();
  }, [paidId]);

  return { state, recheck };
}
