import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { RegistrationContactType } from '@/lib/domain/validation/auth-forms';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { playerProtection, userContacts } from '@/lib/platform/db/schema';
import { stateOf } from '@/lib/platform/exclusion/excluded-now';

/**
 * A self-excluded person must not come back through another account: a registration, or a
 * contact added or verified, whose phone or e-mail is a verified contact of an account with a
 * self-exclusion running is refused (`registration_self_excluded`, `contact_self_excluded`).
 * Values arrive normalised by the forms' own fields (phone digits, e-mail in lower case), as
 * user_contacts stores them. A time-out is not matched: it is a short pause, not a promise to
 * stay away. Identity documents are matched by their number when the operator approves one
 * (documents/document-numbers.ts).
 */
export async function isSelfExcludedContact(db: Executor, type: RegistrationContactType, value: string, exceptUserId: number | null = null): Promise<boolean> {
  const rows = await db
    .select({ protection: playerProtection })
    .from(userContacts)
    .innerJoin(playerProtection, eq(playerProtection.userId, userContacts.userId))
    .where(
      and(
        eq(userContacts.type, type),
        eq(userContacts.value, value),
        eq(userContacts.isVerified, true),
        eq(playerProtection.exclusionKind, 'self_exclusion'),
        exceptUserId === null ? undefined : ne(userContacts.userId, exceptUserId),
      ),
    );
  const at = now();
  return rows.some((row) => stateOf(row.protection, at)?.kind === 'self_exclusion');
}
