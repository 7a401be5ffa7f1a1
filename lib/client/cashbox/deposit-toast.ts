import type { DepositDto, DepositStatus } from '@/lib/domain/cashbox/cashbox-types';
import { depositNoticeKey, noticeTone } from '@/lib/domain/notifications/notices';
import { showToast } from '@/lib/client/toasts/toast-store';

const STATUSES: readonly DepositStatus[] = ['pending', 'paid', 'declined', 'expired', 'held', 'returned'];

/** The event's deposit when it has the fields the browser reads: the socket is not trusted blindly. */
export function depositOf(value: unknown): DepositDto | null {
  const deposit = value as Partial<DepositDto> | null | undefined;
  if (!deposit || typeof deposit !== 'object') return null;
  if (typeof deposit.id !== 'number' || typeof deposit.amount !== 'number' || !STATUSES.includes(deposit.status as DepositStatus)) return null;
  return { bonus: 0, ...deposit } as DepositDto;
}

/**
 * "Deposit of X credited" / "declined" (the site tells the player what happened). Both
 * the live event and the cashbox's return from the payment page learn of a deposit; its key makes
 * it one toast. On the cashbox it waits until the player leaves (toast-store.ts).
 */
export function toastDepositOutcome(deposit: DepositDto): void {
  if (deposit.status !== 'paid' && deposit.status !== 'declined') return;
  const paid = deposit.status === 'paid';
  const kind = paid ? 'deposit_paid' : 'deposit_declined';
  // The notice's own key: its live toast (session-listeners.ts) and this one are one toast.
  showToast({ type: noticeTone(kind), message: { kind, params: { amount: deposit.amount, currency: deposit.currency } }, key: depositNoticeKey(deposit.id, paid) });
}
