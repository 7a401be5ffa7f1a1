import 'server-only';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { Executor } from '@/lib/platform/db/executor';
import { userContacts, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { hashPassword } from '@/lib/platform/auth/password';
import { grantRegistrationGift } from '@/lib/platform/gifts/registration-gift';
import { deposit } from '@/lib/platform/wallet/credits';
import { grantDemoGifts } from './demo-gifts';
import { grantWelcomePlayMoney } from '@/lib/platform/wallet/welcome-grant';
import { approveWithoutFiles } from '@/lib/platform/documents/verified-state';

/**
 * The demo player every install has, so the player site can be tried at once (README). Fixed
 * values, so every install has the same one. Added on its own, not with the catalogue: a
 * database seeded before accounts existed gets the player on its next start.
 */
/** A player the seed creates with fixed values (the demo player; the benchmark's players). */
export interface SeedPlayer {
  email: string;
  password: string;
  nickName: string;
  hash: string;
  birthday: string;
  currency: string;
  firstname: string;
  lastname: string;
}

export const DEMO_PLAYER: SeedPlayer = {
  email: 'demo@croupier.example',
  password: 'DemoPlayer2026',
  nickName: 'DemoPlayer',
  hash: 'de000000000000000000000000000001',
  birthday: '1990-05-17',
  currency: 'RUB',
  firstname: 'Demo',
  lastname: 'Player',
};

/** The demo player's real money: 50 000.00 RUB in minor units (README). */
export const DEMO_PLAYER_DEPOSIT = 5_000_000;

/** Same lock as the catalogue seed: instances starting together take turns. */
const DEMO_LOCK_KEY = 0x43525551;

/**
 * Creates the demo player unless it (or another player with its e-mail or nickname) exists, and
 * makes sure it holds its money. Returns whether it created the player.
 */
export async function ensureDemoPlayer(db: Db, at = new Date()): Promise<boolean> {
  const created = await ensureSeedPlayer(db, DEMO_PLAYER, 'demo-player', at);
  await giveRegistrationGift(db, DEMO_PLAYER);
  await approveDemoDocuments(db, DEMO_PLAYER, at);
  return created;
}

/**
 * The demo player holds the gift a registration gives, so the cashbox's deposit bonus can be
 * tried at once. Its key is the player's, so a re-seed adds nothing (also for a demo player
 * created before gifts existed, which gets it on its next start).
 */
async function giveRegistrationGift(db: Db, player: SeedPlayer): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.hash, player.hash)).limit(1);
  if (user) await grantRegistrationGift(db, user);
  // Free spins and a cashback to try (demo-gifts.ts).
  if (user) await grantDemoGifts(db, user.id);
}

/**
 * The demo player's identity documents are approved (without pictures), so it can try a payout
 * (spec §6: withdrawal requires verification). Its other document slots are empty to try.
 */
async function approveDemoDocuments(db: Db, player: SeedPlayer, at: Date): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.hash, player.hash)).limit(1);
  if (user) await inTransaction(db, (tx) => approveWithoutFiles(tx, user.id, at));
}

/**
 * Creates a seed player unless it (or another player with its e-mail or nickname) exists, and
 * makes sure it holds its money (DEMO_PLAYER_DEPOSIT under a key named after `tag`).
 */
export async function ensureSeedPlayer(db: Db, player: SeedPlayer, tag: string, at = new Date()): Promise<boolean> {
  const created = await createSeedPlayer(db, player, at);
  await fundSeedPlayer(db, player, tag);
  return created;
}

/**
 * Real money through a ledger deposit and the welcome play money, each under a fixed key of the
 * player: every start runs it, and only the first one moves money (also for a player created
 * before the wallet existed).
 */
async function fundSeedPlayer(db: Db, player: SeedPlayer, tag: string): Promise<void> {
  const [user] = await db.select({ id: users.id, currency: users.currency }).from(users).where(eq(users.hash, player.hash)).limit(1);
  if (!user) return;
  await inTransaction(db, async (tx) => {
    await deposit(tx, { transactionId: `seed:${tag}:${user.id}:deposit`, userId: user.id, currency: user.currency, amount: DEMO_PLAYER_DEPOSIT });
    await grantWelcomePlayMoney(tx, user);
  });
}

async function createSeedPlayer(db: Db, player: SeedPlayer, at: Date): Promise<boolean> {
  const exists = async (q: Executor) => {
    const [user] = await q
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.hash, player.hash), sql`lower(${users.nickName}) = lower(${player.nickName})`))
      .limit(1);
    const [contact] = await q
      .select({ id: userContacts.id })
      .from(userContacts)
      .where(and(eq(userContacts.type, 'email'), eq(userContacts.value, player.email)))
      .limit(1);
    return user !== undefined || contact !== undefined;
  };
  if (await exists(db)) return false;
  const passwordHash = await hashPassword(player.password);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`));
    if (await exists(tx)) return false;
    const [user] = await tx
      .insert(users)
      .values({
        hash: player.hash,
        registrationContactType: 'email',
        passwordHash,
        nickName: player.nickName,
        firstname: player.firstname,
        lastname: player.lastname,
        birthday: player.birthday,
        currency: player.currency,
        // A seasoned account: the thanks-after-registration modal is for new registrations.
        firstAuth: false,
        // Made up (the demo player, the benchmark's players): with DEMO_DATA off it ranks nowhere.
        invented: true,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('demo player insert returned nothing');
    await tx.insert(userContacts).values({
      userId: user.id,
      type: 'email',
      value: player.email,
      isPrimary: true,
      isVerified: true,
      verifiedAt: at,
      createdAt: at,
    });
    return true;
  });
}
