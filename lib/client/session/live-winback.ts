import { updateCached } from '@/lib/client/swr/update-cached';
import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import type { REALTIME_EVENTS, RealtimeEventOf } from '@/lib/domain/realtime/realtime-events';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { getSessionState } from './session-status';

/**
 * The balance's win-back amount in the browser. The server computes it for
 * GET /json-api/users/balance and tells its changes with `winback_changed`; a `balance_changed`
 * comes from the ledger, which knows nothing of gifts and sends 0. So the cached balance keeps
 * the win-back it was last told when a balance_changed replaces the rest; likewise the compoints,
 * which a money movement does not read (lib/platform/wallet/balances.ts) and
 * `compoints_balance_changed` moves (lib/client/compoints).
 */

/**
 * Writes a balance_changed's balance into the cache, keeping the win-back (of its currency) and the
 * compoints already known. With no balance cached yet (its first answer may be on its way) the
 * balance is asked for again: the message alone has neither (update-cached.ts).
 */
export function setLiveBalance(balance: BalanceDto): void {
  void updateCached<BalanceDto>(
    API_KEYS.balance,
    (current) =>
      current && {
        ...balance,
        winback: current.currency === balance.currency ? current.winback : balance.winback,
        compoint_balance: current.compoint_balance,
      },
  );
}

/** `winback_changed`: the new amount into the cached balance (ignored when malformed or for another currency). */
export function applyWinbackChanged(message: RealtimeEventOf<typeof REALTIME_EVENTS.winbackChanged>): boolean {
  const winback: unknown = message.winback;
  const currency: unknown = message.currency;
  if (!Number.isSafeInteger(winback) || (winback as number) < 0 || typeof currency !== 'string') return false;
  if (getSessionState().status !== 'player') return false;
  void updateCached<BalanceDto>(API_KEYS.balance, (current) => current && (current.currency === currency ? { ...current, winback: winback as number } : current));
  return true;
}
