import { dataAnswer } from '@croupier/platform/answer-schema';
import { giftDtoSchema } from '@croupier/platform/gifts/gift-answers';
import { giftActivateBodySchema } from '@/lib/domain/gifts/gift-activation';
import { GIFT_ACTIVATION_ERROR_CODES } from '@/lib/domain/gifts/gifts';
import { detectPlatform } from '@/lib/domain/platform-detect';
import { activateGift } from '@croupier/platform/gift-activation/gift-activation';
import { handle, pathId } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';

export const dynamic = 'force-dynamic';

/**
 * Activates a gift (spec §7, §8): body `{ platform?: 'desktop' | 'mobile', requestId? }` (empty
 * allowed; the key may come as `Idempotency-Key` instead, docs/API.md "Idempotency") →
 * `{ data: GiftDto }`, the gift after activation in the caller's locale; a refusal is 400
 * `{ errors: [{ code }] }` with one of the spec §8 codes (docs/API.md "Gifts").
 */
export const PUT = handle<{ id: string }, typeof giftActivateBodySchema>(
  async (req, ctx) => {
    const giftId = pathId(ctx.params.id);
    const body = await ctx.body();
    const platform = body.platform ?? ctx.platform ?? detectPlatform(req.headers.get('user-agent') ?? '', false);
    return idempotentCall(req, ctx, 'gift_activation', async (db) => ({ data: await activateGift(db, ctx.user.id, giftId, { locale: ctx.locale, platform }) }));
  },
  {
    auth: 'required',
    body: giftActivateBodySchema,
    idempotent: true,
    answer: dataAnswer(giftDtoSchema),
    summary: 'Activates a gift',
    errors: { 400: [...GIFT_ACTIVATION_ERROR_CODES] },
  },
);
