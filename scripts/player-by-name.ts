import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { userContacts, users } from '@/lib/platform/db/schema';

/**
 * How the operator scripts (`npm run gifts`, `npm run tournaments`) name a player: by id, or by
 * a verified e-mail of theirs. An unverified one proves nothing (anyone can type any address, and
 * it is released to its real owner after 72 hours: lib/platform/accounts/contact-claims.ts), so
 * it never names a player here: name such a player by id.
 */
export async function playerByName(db: Db, name: string): Promise<number | null> {
  if (/^[1-9]\d{0,9}$/.test(name)) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, Number(name))).limit(1);
    return row?.id ?? null;
  }
  const [row] = await db
    .select({ id: userContacts.userId })
    .from(userContacts)
    .where(and(eq(userContacts.type, 'email'), eq(userContacts.value, name.toLowerCase()), eq(userContacts.isVerified, true)))
    .limit(1);
  return row?.id ?? null;
}
