import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { Executor } from '@/lib/platform/db/executor';
import { userContacts, users } from '@/lib/platform/db/schema';
import { hashPassword } from '@/lib/platform/auth/password';

/**
 * The demo player every install has, so the player site can be tried at once (README). Fixed
 * values, so every install has the same one. Added on its own, not with the catalogue: a
 * database seeded before accounts existed gets the player on its next start.
 */
export const DEMO_PLAYER = {
  email: 'demo@croupier.example',
  password: 'DemoPlayer2026',
  nickName: 'DemoPlayer',
  hash: 'de000000000000000000000000000001',
  birthday: '1990-05-17',
  currency: 'RUB',
  firstname: 'Demo',
  lastname: 'Player',
} as const;

/** Same lock as the catalogue seed: instances starting together take turns. */
const DEMO_LOCK_KEY = 0x43525551;

/** Creates the demo player unless it (or another player with its e-mail or nickname) exists. Returns whether it did. */
export async function ensureDemoPlayer(db: Db, at = new Date()): Promise<boolean> {
  const exists = async (q: Executor) => {
    const [user] = await q
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.hash, DEMO_PLAYER.hash), sql`lower(${users.nickName}) = lower(${DEMO_PLAYER.nickName})`))
      .limit(1);
    const [contact] = await q
      .select({ id: userContacts.id })
      .from(userContacts)
      .where(and(eq(userContacts.type, 'email'), eq(userContacts.value, DEMO_PLAYER.email)))
      .limit(1);
    return user !== undefined || contact !== undefined;
  };
  if (await exists(db)) return false;
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`));
    if (await exists(tx)) return false;
    const [user] = await tx
      .insert(users)
      .values({
        hash: DEMO_PLAYER.hash,
        registrationContactType: 'email',
        passwordHash,
        nickName: DEMO_PLAYER.nickName,
        firstname: DEMO_PLAYER.firstname,
        lastname: DEMO_PLAYER.lastname,
        birthday: DEMO_PLAYER.birthday,
        currency: DEMO_PLAYER.currency,
        // A seasoned account: the thanks-after-registration modal is for new registrations.
        firstAuth: false,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('demo player insert returned nothing');
    await tx.insert(userContacts).values({
      userId: user.id,
      type: 'email',
      value: DEMO_PLAYER.email,
      isPrimary: true,
      isVerified: true,
      verifiedAt: at,
      createdAt: at,
    });
    return true;
  });
}
