/** @jest-environment node */
import { sandboxEnabled } from '@/lib/platform/cashbox/payment-provider';

/**: the sandbox credits real, withdrawable money, so it is never on by surprise in production. */
describe('the payment sandbox switch', () => {
  it('is on for the embedded database (the demo `npm start`)', () => {
    expect(sandboxEnabled({})).toBe(true);
  });

  it('is off whenever the operator runs on DATABASE_URL, unless PAYMENT_SANDBOX=on says so', () => {
    const pg = { DATABASE_URL: 'postgres://croupier@db/croupier' };
    expect(sandboxEnabled(pg)).toBe(false);
    expect(sandboxEnabled({ ...pg, PAYMENT_SANDBOX: 'on' })).toBe(true);
    expect(sandboxEnabled({ ...pg, PAYMENT_SANDBOX: ' ON ' })).toBe(true);
    expect(sandboxEnabled({ ...pg, PAYMENT_SANDBOX: 'yes-please' })).toBe(false);
  });

  it('is off with PAYMENT_SANDBOX=off on either database', () => {
    expect(sandboxEnabled({ PAYMENT_SANDBOX: 'off' })).toBe(false);
    expect(sandboxEnabled({ PAYMENT_SANDBOX: 'off', DATABASE_URL: 'postgres://x' })).toBe(false);
  });
});
