import 'server-only';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import { onWithEmbeddedDb, type Env } from '@/lib/platform/embedded-default';

/**
 * Where a started deposit sends the player to pay (docs/ARCHITECTURE.md "Cashbox (treasury)").
 *
 * Built in: the sandbox provider, a page of this site (`/payment-sandbox/{token}`, built by the
 * cashbox UI) where the player presses "pay" or "decline"; it reads and completes the invoice
 * through GET/POST /json-api/treasury/sandbox/{token}. A paid sandbox invoice credits real,
 * withdrawable money, so it is on only where that is harmless: the embedded database (the demo
 * `npm start`); on DATABASE_URL (an operator's production) only with PAYMENT_SANDBOX=on.
 * PAYMENT_SANDBOX=off turns it off everywhere. While on, every page shows a "test payments" mark
 * (components/layout/sandbox-mark.tsx) and the server warns at start.
 *
 * A real provider plugs in here: an implementation of `PaymentProvider` that creates the
 * provider's invoice (our token as the merchant's order reference) and answers its hosted page,
 * plus a webhook route that checks the provider's signature and calls `completeDeposit(token,
 * outcome)` (deposit-completion.ts), the very call the sandbox makes.
 */
export interface PaymentProvider {
  /** Stored as treasury_deposits.provider is the integration (flow); this names the provider in logs. */
  id: string;
  /** The page the player pays on. May call the provider; a failure is answered `server_problems`. */
  invoiceUrl(invoice: { depositId: number; token: string; amount: number; currency: string; method: string }, locale: Locale): Promise<string>;
  /**
   * Gives a paid invoice's money back to the payer (the provider's refund), for a deposit that
   * must not be credited: the player was on a time-out or self-exclusion when it was paid
   * (deposit-completion.ts). Resolves once the provider accepted the return; a throw leaves the
   * deposit `held` for the operator. Called at most once per deposit. A provider without a refund
   * call leaves it out: its returns are the operator's (`held` deposits, docs/ARCHITECTURE.md).
   */
  returnPayment?(payment: { depositId: number; token: string; amount: number; currency: string }): Promise<void>;
}

export function sandboxEnabled(env: Env = process.env): boolean {
  return onWithEmbeddedDb(env, 'PAYMENT_SANDBOX');
}

const sandboxProvider: PaymentProvider = {
  id: 'sandbox',
  invoiceUrl: async ({ token }, locale) => localizedPath(`/payment-sandbox/${encodeURIComponent(token)}`, locale),
  // The sandbox took no real money: there is nothing to send back, the return is accepted at once.
  returnPayment: async () => undefined,
};

/** The provider that takes deposits now, or null when none is configured (deposits are refused). */
export function paymentProvider(): PaymentProvider | null {
  return sandboxEnabled() ? sandboxProvider : null;
}
