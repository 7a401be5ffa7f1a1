import { CONTACT_TYPES, contactCreateSchema, type ContactType } from '@/lib/domain/validation/profile-forms';
import { createContact } from '@/lib/platform/accounts/contacts';
import { handle, notFound } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

function contactType(value: string | undefined): ContactType {
  if (!(CONTACT_TYPES as readonly (string | undefined)[]).includes(value)) throw notFound();
  return value as ContactType;
}

/**
 * Adds a phone or e-mail awaiting verification: `{ success, data: { id, type, value } }`; a phone
 * also gets its SMS code at once (plus `resend_after`, `expires_in`).
 */
export const POST = handle<{ type: string }>(
  async (_req, ctx) => {
    const type = contactType(ctx.params.type);
    const { value } = await ctx.body(contactCreateSchema(type));
    return createContact(ctx.db, ctx.user.id, type, value, ctx);
  },
  { auth: 'required' },
);
