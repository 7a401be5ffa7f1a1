import { profileUpdateSchema } from '@/lib/domain/validation/profile-forms';
import { getProfile, updateProfile } from '@croupier/platform/accounts/profile';
import { z } from 'zod';
import { profileDtoSchema } from '@croupier/platform/accounts/account-answers';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { now } from '@croupier/platform/clock';
import { handle, isRefusal, refusalAnswer, withExtra } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The player's user info (spec §3): `{ data: profile }`. */
export const GET = handle(async (_req, ctx) => ({ data: await getProfile(ctx.db, ctx.user.id) }), {
  auth: 'required',
  cache: 'private',
  answer: dataAnswer(profileDtoSchema),
  summary: "The player's profile",
});

/**
 * Saves names, birthday, gender, address, country → `{ success: true, data: profile }`.
 * A refusal is 400 `{ success: false, errors }` (spec §7: "failure if success is false").
 */
export const PUT = handle(
  async (_req, ctx) => {
    try {
      const update = await ctx.body(profileUpdateSchema(now()));
      return { success: true, data: await updateProfile(ctx.db, ctx.user.id, update) };
    } catch (error) {
      if (isRefusal(error) && refusalAnswer(error).status === 400) throw withExtra(error, { success: false });
      throw error;
    }
  },
  {
    auth: 'required',
    // The birthday rule depends on the day: the handler parses with today's schema, the description shows the one of its start.
    body: profileUpdateSchema(now()),
    answer: z.strictObject({ success: z.literal(true), data: profileDtoSchema }),
    summary: 'Saves names, birthday, gender, address and country (a refusal also carries success: false)',
    errors: { 400: ['birthday_verified'] },
  },
);
