import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getServerConfig } from '@/lib/platform/content/server-config';
import type { Executor } from '@/lib/platform/db/executor';
import { userContacts } from '@/lib/platform/db/schema';
import { grantGift, type GrantedGift } from './grant-gift';

/**
 * Gift reason `rest.registration`. The spec lists the reason without saying what earns it; here
 * it is the gift for the rest of the registration: a player signs up with one contact, and once
 * they have proven the other too — an e-mail and a phone both verified, in either order — they
 * get the operator's `profileCompletionGift` (server config; none configured, none granted),
 * once (its grant key is the player's). An operator gains a player they can reach both ways and
 * a second proof against invented accounts; each verification alone earns its achievement.
 * Runs in the verification's transaction, after the contact is marked verified.
 */
export const restRegistrationKey = (userId: number) => `rest.registration:${userId}`;

export async function grantRestRegistrationGift(tx: Executor, userId: number): Promise<GrantedGift | null> {
  const spec = (await getServerConfig(tx)).profileCompletionGift;
  if (!spec) return null;
  const verified = await tx
    .selectDistinct({ type: userContacts.type })
    .from(userContacts)
    .where(and(eq(userContacts.userId, userId), eq(userContacts.isVerified, true)));
  const types = new Set(verified.map((row) => row.type));
  if (!types.has('email') || !types.has('phone')) return null;
  return grantGift(tx, { userId, reason: 'rest.registration', key: restRegistrationKey(userId), spec });
}
