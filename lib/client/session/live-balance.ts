import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import type { REALTIME_EVENTS, RealtimeEventOf } from '@/lib/domain/realtime/realtime-events';
import { setLiveBalance } from './live-winback';
import { getSessionState } from './session-status';

const isMinorUnits = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * A BalanceDto as the platform sends it: money in integer minor units, a currency code. Checked
 * field by field because the socket is a second way in: a malformed message must not blank the
 * header's balance or show NaN.
 */
export function isBalanceDto(value: unknown): value is BalanceDto {
  if (!value || typeof value !== 'object') return false;
  const b = value as Record<string, unknown>;
  return (
    isMinorUnits(b.user_id) &&
    isMinorUnits(b.balance) &&
    isMinorUnits(b.bonus) &&
    isMinorUnits(b.wagering) &&
    isMinorUnits(b.winback) &&
    typeof b.currency === 'string' &&
    /^[A-Z]{3}$/.test(b.currency) &&
    typeof b.is_active_bonus === 'boolean' &&
    typeof b.compoint_balance === 'number' &&
    Number.isFinite(b.compoint_balance)
  );
}

/**
 * A `balance_changed` message (payload `{ type, balance }`) replaces the session's balance, so
 * the header follows the bets and wins of a game while it runs. Ignored when malformed, when
 * nobody is logged in, or when it belongs to another player (a late message of a previous
 * session). Returns whether it was applied.
 */
export function applyBalanceChanged(message: RealtimeEventOf<typeof REALTIME_EVENTS.balanceChanged>): boolean {
  // Typed as the server promises, checked as anything from a socket.
  const balance: unknown = message.balance;
  const session = getSessionState();
  if (!isBalanceDto(balance) || session.status !== 'player' || balance.user_id !== session.profile.user_id) return false;
  setLiveBalance(balance);
  return true;
}
