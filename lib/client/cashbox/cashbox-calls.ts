import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import type { DepositStartDto, PaymentSystemDto, PayoutDto, PayoutSystemDto, SandboxInvoiceDto } from '@/lib/domain/cashbox/cashbox-types';

/**
 * The browser's treasury calls (spec platform §7 "Treasury", lib/domain/cashbox/cashbox-types.ts for
 * the shapes) that act: what the cashbox reads (reference data, pending payouts, histories, a
 * sandbox invoice) goes through SWR (lib/client/swr/api-keys.ts, history-pages.ts). A call's own
 * answer (a deposit start, a payout, an invoice) comes as `{ data }`. Amounts are minor units,
 * in paths too.
 */
type One<T> = { data: T };

const TREASURY = '/json-api/treasury';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const found = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(name.length + 1));
  } catch {
    return found.slice(name.length + 1);
  }
}

/** Spec §7: once per cashbox open, with the marketing query strings kept in cookies (null when absent). */
export async function reportCashboxOpen(): Promise<void> {
  await jsonApi(`${TREASURY}/open`, { method: 'POST', body: { dep_qs: readCookie('dep_qs'), qs: readCookie('qs') } });
}

export interface DepositRequest {
  system: Pick<PaymentSystemDto, 'code' | 'flow'>;
  amount: number;
  /** The player's contacts, which the `rbk` flow hands to the provider's invoice. */
  email?: string | null;
  phone?: string | null;
}

/**
 * Starts a deposit through the method's flow; the answer names the provider's page. Idempotent,
 * like every call below that moves money: a retry of an unanswered start opens the same deposit.
 */
export async function startDeposit({ system, amount, email, phone }: DepositRequest): Promise<DepositStartDto> {
  if (system.flow === 'marbella') {
    return (await jsonApi<One<DepositStartDto>>(`${TREASURY}/user/marbella/deposit/${encodeURIComponent(system.code)}/${amount}`, { idempotent: true })).data;
  }
  const body: Record<string, string | number> = { method: system.code, amount };
  if (email) body.email = email;
  if (phone) body.phone = phone;
  return (await jsonApi<One<DepositStartDto>>(`${TREASURY}/rbk-create-invoice`, { method: 'POST', body, idempotent: true })).data;
}

/**
 * Spec §7 "a payout send with a caller-supplied url, data and HTTP method". Only the site's own
 * API is called: a url elsewhere would hand the account number to a third party.
 */
export async function sendPayout(system: Pick<PayoutSystemDto, 'url' | 'method'>, amount: number, account: string): Promise<PayoutDto> {
  if (!system.url.startsWith('/json-api/')) throw new JsonApiError('http', 400, [{ code: 'method_unavailable' }]);
  const method = system.method === 'put' ? 'PUT' : 'POST';
  return (await jsonApi<One<PayoutDto>>(system.url, { method, body: { amount, account }, idempotent: true })).data;
}

export async function cancelPayout(transactionId: number): Promise<void> {
  await jsonApi(`${TREASURY}/user-payout/cancel`, { method: 'POST', body: { transaction_id: transactionId }, idempotent: true });
}

/** The SWR key of a sandbox invoice: its API path (the answer is `{ data }`). */
export const sandboxInvoiceKey = (token: string) => `${TREASURY}/sandbox/${encodeURIComponent(token)}`;

export async function completeSandboxInvoice(token: string, outcome: 'paid' | 'declined'): Promise<SandboxInvoiceDto> {
  return (await jsonApi<One<SandboxInvoiceDto>>(`${TREASURY}/sandbox/${encodeURIComponent(token)}/complete`, { method: 'POST', body: { outcome } })).data;
}
