import { jsonApi } from '@/lib/client/json-api';
import { setBalance } from '@/lib/client/session/session-store';
import type { BalanceDto } from '@/lib/domain/account-types';

/**
 * After the cashbox moved money (a deposit paid, a payout held or cancelled): the header follows
 * at once instead of waiting for the live `balance_changed`, which may come later or, with the
 * socket down, not at all.
 */
export async function reloadBalance(): Promise<void> {
  try {
    setBalance((await jsonApi<{ data: BalanceDto }>('/json-api/users/balance')).data);
  } catch {
    // The live message or the next page load corrects it; a failed refresh is not the player's problem.
  }
}
