import { profileChangeAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { nicknameSchema } from '@/lib/domain/validation/profile-forms';
import { chooseNickname } from '@croupier/platform/accounts/profile';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** A first nickname → `{ success, data: profile }`; nickname_taken; nickname_already_set (changes go through support). */
export const POST = handle(
  async (_req, ctx) => {
    const { nickname } = await ctx.body();
    return { success: true, data: await chooseNickname(ctx.db, ctx.user.id, nickname) };
  },
  { auth: 'required', body: nicknameSchema, answer: profileChangeAnswerSchema, summary: "Sets the player's first nickname", errors: { 400: ['nickname_taken', 'nickname_already_set'] } },
);
