import { and, eq, sql } from 'drizzle-orm';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { DepositStartDto } from '@/lib/domain/cashbox/cashbox-types';
import type { GiftSpec, GiftTerms } from '@/lib/domain/gifts/gifts';
import type { Db } from '@/lib/platform/db/client';
import { userGifts, walletTransactions } from '@/lib/platform/db/schema';
import { readPlayerWallet } from '@/lib/platform/wallet/balances';
import { PUT as activateRoute } from '@/app/json-api/gifts/activate/[id]/route';
import { POST as takePrizeRoute } from '@/app/json-api/gifts/nondeposit/take-prize/[id]/route';
import { POST as rbk } from '@/app/json-api/treasury/rbk-create-invoice/route';
import { POST as complete } from '@/app/json-api/treasury/sandbox/[token]/complete/route';
import { api } from './accounts';
import { insertGift, type GiftRow } from './gifts';

/** Shared by gifts-activation*.test.ts: the two calls, gifts of any type, balances, deposits. */

export type Errors = { errors: { code: string }[] };
export type Activated = { data: GiftDto } & Errors;
export type Prize = { status: 'success' | 'error'; data: GiftDto } & Errors;

export const activate = (bearer: string, id: number, body: Record<string, unknown> | undefined = {}, lang = 'en') =>
  api<Activated, { id: string }>(activateRoute, `/json-api/gifts/activate/${id}`, { method: 'PUT', body, bearer, params: { id: String(id) }, lang });

export const takePrize = (bearer: string, id: number) =>
  api<Prize, { id: string }>(takePrizeRoute, `/json-api/gifts/nondeposit/take-prize/${id}`, { method: 'POST', rawBody: '', bearer, params: { id: String(id) }, lang: 'en' });

export const codeOf = (res: { body: Errors }) => res.body.errors?.[0]?.code;

export const TITLE = { ru: 'Подарок', en: 'Gift', it: 'Regalo' };

/** A gift of any type written straight into user_gifts (terms and conditions as given). */
export function giftOf(db: Db, userId: number, terms: GiftTerms | Record<string, unknown>, extra: Partial<typeof userGifts.$inferInsert> = {}): Promise<GiftRow> {
  const type = (terms as { type: GiftRow['type'] }).type;
  return insertGift(db, userId, { type, terms, title: TITLE, depositLimits: [], ...extra });
}

export const cashBonus = (rub = 50_000, wager = 10): GiftTerms => ({ type: 'cash', amounts: { RUB: rub, EUR: 500 }, to: 'bonus', wager });
export const cashReal = (rub = 50_000): GiftTerms => ({ type: 'cash', amounts: { RUB: rub }, to: 'real', wager: 0 });
export const childSpec = (terms: GiftTerms): GiftSpec => ({ title: TITLE, terms, validDays: 7 });

export async function wallet(db: Db, userId: number) {
  const w = await readPlayerWallet(db, userId);
  if (!w) throw new Error(`no player ${userId}`);
  return { real: w.balance.real, bonus: w.balance.bonus, wagering: w.wagering };
}

/** The ledger rows under one key (a gift's money is paid under `gift:<id>`). */
export async function ledgerRows(db: Db, key: string) {
  return db.select().from(walletTransactions).where(eq(walletTransactions.idempotencyKey, key));
}

export async function writeOffs(db: Db, userId: number) {
  return db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.type, 'bonus_write_off')));
}

/** A deposit made and paid through the cashbox calls (rbk invoice, sandbox completion). */
export async function payDeposit(bearer: string, amount: number): Promise<number> {
  const started = await api<{ data: DepositStartDto }>(rbk, '/json-api/treasury/rbk-create-invoice', { bearer, body: { method: 'sbp', amount } });
  if (started.status !== 200) throw new Error(`deposit not started: ${started.status} ${JSON.stringify(started.body)}`);
  const token = started.body.data.redirectUrl.split('/').pop()!;
  const paid = await api<{ data: { status: string } }, { token: string }>(complete, `/json-api/treasury/sandbox/${token}/complete`, { params: { token }, body: { outcome: 'paid' } });
  if (paid.status !== 200) throw new Error(`deposit not paid: ${paid.status}`);
  return started.body.data.deposit_id;
}

export async function clearThrottles(db: Db): Promise<void> {
  await db.execute(sql`delete from throttle_counters`);
}
