import 'server-only';
import { eq } from 'drizzle-orm';
import type { SandboxInvoiceDto } from '@/lib/domain/cashbox/cashbox-types';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { treasuryDeposits } from '@/lib/platform/db/schema';
import { completeDeposit, type DepositOutcome } from './deposit-completion';
import { payerCard } from './payout-accounts';
import { cashboxError, cashboxNotFound } from './errors';
import { methodName } from './payment-methods';
import { sandboxEnabled } from './payment-provider';
import { depositStatus, type DepositRow } from './cashbox-dtos';

/**
 * The sandbox payment provider's two calls (GET/POST /json-api/treasury/sandbox/{token}). The
 * token is the credential, as a real provider's invoice page would hold it: there is no session,
 * and the player's own deposits are reachable only by their token. Switched off (404) with
 * PAYMENT_SANDBOX=off, so a production site with a real provider cannot be paid for free.
 */

/** What newToken() of deposits.ts makes (base64url of 24 bytes); anything else is not an invoice. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

function assertSandbox(): void {
  if (!sandboxEnabled()) throw cashboxNotFound();
}

function checkedToken(token: string | undefined): string {
  if (!token || !TOKEN_PATTERN.test(token)) throw cashboxError('invoice_not_found');
  return token;
}

function toInvoice(row: DepositRow, locale: Locale): SandboxInvoiceDto {
  return {
    deposit_id: row.id,
    amount: row.amount,
    currency: row.currency,
    method_name: methodName(row.method, locale),
    status: depositStatus(row, now()),
    returnUrl: `${localizedPath('/cashbox', locale)}?deposit=${row.id}`,
  };
}

export async function readSandboxInvoice(db: Executor, token: string | undefined, locale: Locale): Promise<SandboxInvoiceDto> {
  assertSandbox();
  const [row] = await db.select().from(treasuryDeposits).where(eq(treasuryDeposits.token, checkedToken(token))).limit(1);
  if (!row) throw cashboxError('invoice_not_found');
  return toInvoice(row, locale);
}

/** The player pressed pay or decline on the sandbox page: the provider's confirmation. */
export async function completeSandboxInvoice(db: Executor, token: string | undefined, outcome: DepositOutcome, locale: Locale, card?: string): Promise<SandboxInvoiceDto> {
  assertSandbox();
  return toInvoice(await completeDeposit(db, checkedToken(token), outcome, locale, card ? payerCard(card) : null), locale);
}
