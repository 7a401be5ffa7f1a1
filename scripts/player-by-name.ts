import { and, eq, or } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { userContacts, users } from '@/lib/platform/db/schema';

/**
 * How the operator scripts (`npm run gifts`, `npm run tournaments`) name a player: by id, or by
 * the e-mail that names them — the primary or a verified one (the claimed contact, schema/accounts.ts).
 */
export async function playerByName(db: Db, name: string): Promise<number | null> {
  if (/^[1-9]\d{0,9}$/.test(name)) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, Number(name))).limit(1);
    return row?.id ?? null;
  }
  const [row] = await db
    .select({ id: userContacts.userId })
    .from(userContacts)
    .where(and(eq(userContacts.type, 'email'), eq(userContacts.value, name.toLowerCase()), or(eq(userContacts.isPrimary, true), eq(userContacts.isVerified, true))))
    .limit(1);
  return row?.id ?? null;
}
