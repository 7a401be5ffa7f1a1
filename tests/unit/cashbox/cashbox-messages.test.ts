/**
 * @jest-environment node
 */
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import { CASHBOX_ERROR_CODES, type DepositStatus, type PayoutStatus } from '@/lib/domain/cashbox/cashbox-types';

const DEPOSIT_STATUSES: DepositStatus[] = ['pending', 'paid', 'declined', 'expired'];
const PAYOUT_STATUSES: PayoutStatus[] = ['new', 'cancelled', 'declined', 'paid'];

describe('cashbox texts', () => {
  it.each([
    ['ru', ru],
    ['en', en],
    ['it', itMessages],
  ])('%s has a text for every cashbox error code and status', (_name, messages) => {
    const errors: Record<string, string> = messages.cashbox.errors;
    expect(CASHBOX_ERROR_CODES.filter((code) => !errors[code])).toEqual([]);
    const deposit: Record<string, string> = messages.cashbox.status.deposit;
    const payout: Record<string, string> = messages.cashbox.status.payout;
    expect(DEPOSIT_STATUSES.filter((status) => !deposit[status])).toEqual([]);
    expect(PAYOUT_STATUSES.filter((status) => !payout[status])).toEqual([]);
    const sandbox: Record<string, string> = messages.paymentSandbox.status;
    expect(DEPOSIT_STATUSES.filter((status) => !sandbox[status])).toEqual([]);
  });
});
