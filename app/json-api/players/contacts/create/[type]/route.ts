import { contactCreateAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { CONTACT_TYPES, contactCreateSchema, type ContactType } from '@/lib/domain/validation/profile-forms';
import { createContact } from '@croupier/platform/accounts/contacts';
import { handle, notFound } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

function contactType(value: string | undefined): ContactType {
  if (!(CONTACT_TYPES as readonly (string | undefined)[]).includes(value)) throw notFound();
  return value as ContactType;
}

/**
 * Adds a phone or e-mail awaiting verification: `{ success, data: { id, type, value } }`; a phone
 * also gets its SMS code at once (plus `resend_after`, `expires_in`).
 */
export const POST = handle<{ type: string }, ReturnType<typeof contactCreateSchema>>(
  async (_req, ctx) => {
    const type = contactType(ctx.params.type);
    const { value } = await ctx.body(contactCreateSchema(type));
    return createContact(ctx.db, ctx.user.id, type, value, ctx);
  },
  {
    auth: 'required',
    answer: contactCreateAnswerSchema,
    // The schema depends on the type in the path; the description shows the phone's (the e-mail's differs only in its value rule).
    body: contactCreateSchema('phone'),
    summary: 'Adds a phone or e-mail awaiting verification (a phone gets its SMS code at once)',
    errors: { 400: ['contact_self_excluded', 'contact_already_verified'], 429: ['sent_too_often', 'code_resend_too_early', 'is_max_attempts_used'] },
  },
);
