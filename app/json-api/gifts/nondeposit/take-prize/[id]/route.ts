import { z } from 'zod';
import { giftDtoSchema } from '@croupier/platform/gifts/gift-answers';
import { GIFT_ACTIVATION_ERROR_CODES } from '@/lib/domain/gifts/gifts';
import { detectPlatform } from '@/lib/domain/platform-detect';
import { takeNondepositPrize } from '@croupier/platform/gift-activation/gift-activation';
import { handle, isRefusal, pathId, withExtra } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';

export const dynamic = 'force-dynamic';

/**
 * Takes a no-deposit prize (spec §7 "response success, error"), empty body but an optional key
 * (`Idempotency-Key` or `{ requestId }`, docs/API.md "Idempotency") →
 * `{ status: 'success', data: GiftDto }`; a refusal is 400 `{ status: 'error', errors: [{ code }] }`
 * with the spec §8 codes of the activation (docs/API.md "Gifts").
 */
export const POST = handle<{ id: string }>(
  async (req, ctx) => {
    try {
      const giftId = pathId(ctx.params.id);
      const platform = ctx.platform ?? detectPlatform(req.headers.get('user-agent') ?? '', false);
      return await idempotentCall(req, ctx, 'gift_prize_take', async (db) => ({
        status: 'success',
        data: await takeNondepositPrize(db, ctx.user.id, giftId, { locale: ctx.locale, platform }),
      }));
    } catch (error) {
      throw isRefusal(error) ? withExtra(error, { status: 'error' }) : error;
    }
  },
  {
    auth: 'required',
    idempotent: true,
    answer: z.strictObject({ status: z.literal('success'), data: giftDtoSchema }),
    summary: 'Takes a no-deposit prize (a refusal also carries status: error)',
    errors: { 400: [...GIFT_ACTIVATION_ERROR_CODES] },
  },
);
