import { sql } from 'drizzle-orm';
import { createUser } from '@/lib/platform/accounts/users';
import type { Db } from '@/lib/platform/db/client';
import { deposit, grant } from '@/lib/platform/wallet/credits';
import { uniqueEmail, uniqueNickname } from './accounts';

let keys = 0;
/** A fresh idempotency key per call (tests of one file share their database). */
export function key(tag = 'tx'): string {
  return `test:${tag}:${Date.now().toString(36)}:${++keys}`;
}

export interface TestPlayer {
  id: number;
  hash: string;
  currency: string;
}

/**
 * A player made the way registration makes one (createUser, welcome play money included), with
 * optional real and bonus money. No password hashing: the wallet never reads it.
 */
export async function makePlayer(db: Db, money: { real?: number; bonus?: number; currency?: string } = {}): Promise<TestPlayer> {
  const currency = money.currency ?? 'RUB';
  const user = await createUser(db, {
    registrationContactType: 'email',
    contact: uniqueEmail('wallet'),
    contactVerified: true,
    passwordHash: 'not-a-password',
    birthday: '1990-01-01',
    currency,
    nickName: uniqueNickname(),
    promoCode: null,
  });
  if (money.real) await deposit(db, { transactionId: key('deposit'), userId: user.id, currency, amount: money.real });
  if (money.bonus) await grant(db, { transactionId: key('bonus'), userId: user.id, currency, amount: money.bonus, to: 'bonus' });
  return { id: user.id, hash: user.hash, currency };
}

export interface LedgerCheck {
  /** Sum of every entry: zero in a double-entry ledger. */
  total: number;
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: number;
  /** Player accounts whose cached balance differs from the sum of their entries. */
  driftedAccounts: number;
  /** House accounts whose row a movement wrote: they are entries only (migration 0017), their row stays 0. */
  writtenHouseRows: number;
  /** Player accounts below zero. */
  negativePlayerAccounts: number;
}

/** The ledger's invariants, read straight from the tables. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(amount), 0) from wallet_entries) as total,
      (select count(*) from (select transaction_id from wallet_entries group by transaction_id having sum(amount) <> 0) t) as unbalanced,
      (select count(*) from wallet_accounts a where a.user_id is not null
        and a.balance <> (select coalesce(sum(e.amount), 0) from wallet_entries e where e.account_id = a.id)) as drifted,
      (select count(*) from wallet_accounts where user_id is null and balance <> 0) as house_written,
      (select count(*) from wallet_accounts where user_id is not null and balance < 0) as negative`);
  const [row] = (result as unknown as { rows: Record<string, string | number>[] }).rows;
  return {
    total: Number(row?.total),
    unbalancedTransactions: Number(row?.unbalanced),
    driftedAccounts: Number(row?.drifted),
    writtenHouseRows: Number(row?.house_written),
    negativePlayerAccounts: Number(row?.negative),
  };
}

export const BALANCED: LedgerCheck = { total: 0, unbalancedTransactions: 0, driftedAccounts: 0, writtenHouseRows: 0, negativePlayerAccounts: 0 };
