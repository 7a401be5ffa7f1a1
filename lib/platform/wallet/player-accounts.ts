import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { HOUSE_ACCOUNT_KINDS, PLAYER_ACCOUNT_KINDS, users, walletAccounts } from '@/lib/platform/db/schema';
import { queryFirstInTransaction } from '@/lib/platform/db/driver-query';
import { WalletError } from './errors';
import type { HouseAccountKind, PlayerAccountKind, WalletAccountKind, WalletBalances } from './types';

/** A currency code as the wallet stores it: three capital letters (ISO 4217). */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The accounts one movement touches, locked for the rest of its database transaction. */
export interface LockedAccounts {
  userHash: string;
  /** Account id per kind: the player's three and the house accounts asked for. */
  ids: Partial<Record<WalletAccountKind, number>>;
  /** The player's balances as locked. */
  balance: WalletBalances;
  /** The wagering requirement left in the currency (player_wagering), read by the same statement; 0 when none. */
  wagering: number;
}

/**
 * Locks the player's accounts in `currency` and finds the named house accounts, creating any
 * that do not exist yet (players get theirs at registration or on first use, the house per
 * currency).
 *
 * One statement (`wallet_lock`, migrations 0008 and 0017): the player's rows are locked in id
 * order, so the funds check that follows sees balances nobody else can change before this
 * transaction ends. House accounts are entries only and never locked: rounds of different
 * players never wait for each other. A movement touching several players (a tournament's prizes)
 * takes them in ascending id, so two of them never wait in a cycle. On PGlite transactions run
 * one at a time anyway; on PostgreSQL this keeps concurrent bets honest.
 */
export async function lockAccounts(tx: Executor, userId: number, currency: string, house: readonly HouseAccountKind[]): Promise<LockedAccounts> {
  let locked = await selectForUpdate(tx, userId, currency, house);
  if (!locked || house.some((kind) => locked?.ids[kind] === undefined)) {
    await ensureAccounts(tx, userId, currency);
    locked = await selectForUpdate(tx, userId, currency, house);
  }
  const userHash = await userHashOf(tx, userId);
  if (!locked || userHash === null) throw new WalletError('unknown_player', `no player ${userId}`);
  return { ...locked, userHash };
}

interface LockRow {
  account_id: number;
  /** 'wagering' is the requirement's row (migration 0008), not an account. */
  account_kind: WalletAccountKind | 'wagering';
  account_balance: number | string;
}

async function selectForUpdate(tx: Executor, userId: number, currency: string, house: readonly HouseAccountKind[]): Promise<Omit<LockedAccounts, 'userHash'> | null> {
  // The first statement of a movement's transaction: sent with its BEGIN (lazy-begin.ts), as plain
  // SQL, so every value is checked before it is written into the text.
  if (!Number.isSafeInteger(userId)) throw new WalletError('unknown_player', `no player ${userId}`);
  if (!CURRENCY_CODE.test(currency)) throw new Error(`wallet: not a currency code: ${currency}`);
  if (house.some((kind) => !(HOUSE_ACCOUNT_KINDS as readonly string[]).includes(kind))) throw new Error(`wallet: unknown house account in ${house.join(',')}`);
  const rows = await queryFirstInTransaction<LockRow>(tx, `select * from wallet_lock(${userId}, '${currency}', '{${house.join(',')}}')`);
  const ids: LockedAccounts['ids'] = {};
  const balance: WalletBalances = { real: 0, bonus: 0, play: 0 };
  let wagering = 0;
  let playerAccounts = 0;
  for (const row of rows) {
    if (row.account_kind === 'wagering') {
      wagering = Number(row.account_balance);
      continue;
    }
    ids[row.account_kind] = row.account_id;
    if (row.account_kind === 'real' || row.account_kind === 'bonus' || row.account_kind === 'play') {
      balance[row.account_kind] = Number(row.account_balance);
      playerAccounts++;
    }
  }
  return playerAccounts === PLAYER_ACCOUNT_KINDS.length ? { ids, balance, wagering } : null;
}

/**
 * Players' public hashes (for the private room a balance change goes to). A hash never changes,
 * so each process asks the database once per player instead of joining users on every movement
 * (a tenth of a round on PGlite). Bounded: emptied when it grows past the limit.
 */
const hashes = new Map<number, string>();
const HASH_CACHE_LIMIT = 100_000;

async function userHashOf(tx: Executor, userId: number): Promise<string | null> {
  const known = hashes.get(userId);
  if (known !== undefined) return known;
  const [row] = await tx.select({ hash: users.hash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  if (hashes.size >= HASH_CACHE_LIMIT) hashes.clear();
  hashes.set(userId, row.hash);
  return row.hash;
}

/** The player kinds as an SQL row list (fixed identifiers, no quoting needed). */
const PLAYER_KINDS_SQL = sql.raw(`(values ${PLAYER_ACCOUNT_KINDS.map((kind) => `('${kind}')`).join(', ')}) as k(kind)`);

/**
 * Creates the player's three accounts in `currency` (only for a player that exists) and the
 * house accounts of the currency. Inserts ignore rows another transaction created first, and
 * rows go in one fixed order, so two first movements at once cannot deadlock.
 */
export async function ensureAccounts(tx: Executor, userId: number, currency: string): Promise<void> {
  await tx.execute(sql`
    insert into ${walletAccounts} (user_id, currency, kind)
    select u.id, ${currency}, k.kind from ${users} u cross join ${PLAYER_KINDS_SQL} where u.id = ${userId}
    on conflict do nothing`);
  await tx
    .insert(walletAccounts)
    .values(HOUSE_ACCOUNT_KINDS.map((kind) => ({ userId: null, currency, kind })))
    .onConflictDoNothing();
}

/** The player's balances in `currency` without locking (zeros for accounts not created yet). */
export async function readBalances(db: Executor, userId: number, currency: string): Promise<WalletBalances> {
  const rows = await db
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, userId), eq(walletAccounts.currency, currency)));
  const balance: WalletBalances = { real: 0, bonus: 0, play: 0 };
  for (const row of rows) balance[row.kind as PlayerAccountKind] = row.balance;
  return balance;
}
