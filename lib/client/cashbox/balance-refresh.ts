import { refreshBalance } from '@/lib/client/session/session-store';

/**
 * After the cashbox moved money (a deposit paid, a payout held or cancelled): the header follows
 * at once instead of waiting for the live balance event, which may come later or, with the
 * socket down, not at all.
 */
export async function reloadBalance(): Promise<void> {
  try {
    await refreshBalance();
  } catch {
    // The live message or the next page load corrects it; a failed refresh is not the player's problem.
  }
}
