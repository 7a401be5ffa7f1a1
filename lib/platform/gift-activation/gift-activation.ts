import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Platform } from '@/lib/domain/catalog/catalog-query';
import type { Locale } from '@/lib/domain/locales';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { userGifts, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { effectiveState, toGiftDto, type GiftRow } from '@/lib/platform/gifts/gift-dto';
import { eventGift, publishGiftEvents } from '@/lib/platform/gifts/gift-events';
import { hasWellFormedTerms } from '@/lib/platform/gifts/gift-terms';
import { checkBonusRules, checkConditions } from './activation-checks';
import { GIFT_EFFECTS } from './effects';
import type { GiftEffect, GiftEffectOutcome } from './effects/effect';
import { nondepositPrize } from './effects/nondeposit';
import { lockGift } from './gift-lock';
import { log } from '@/lib/platform/log/logger';

/**
 * PUT /json-api/gifts/activate/{id} and POST /json-api/gifts/nondeposit/take-prize/{id} (spec §7,
 * §8): one transaction that locks the gift, judges it (each spec §8 failure its own code), runs
 * its type's effect (effects/) and moves it out of `received` by a guarded UPDATE; events, balances
 * and the effect's own announcements go out after the commit. A gift is activated once: the
 * `nowait` lock tells a concurrent second request `in_process`, a later one finds it `used`, the
 * guarded UPDATE refuses whatever slipped past both, and every effect's ledger key is the gift's.
 */

export interface ActivationContext {
  locale: Locale;
  /** The device the request comes from (body, query or user agent): conditions.device. */
  platform: Platform;
}

/** Which call: the activate call takes every type but nondeposit; take-prize only nondeposit. */
type Call = 'activate' | 'take_prize';

export function activateGift(db: Executor, userId: number, giftId: number, ctx: ActivationContext): Promise<GiftDto> {
  return runGift(db, userId, giftId, ctx, 'activate');
}

export function takeNondepositPrize(db: Executor, userId: number, giftId: number, ctx: ActivationContext): Promise<GiftDto> {
  return runGift(db, userId, giftId, ctx, 'take_prize');
}

interface Done {
  after: GiftRow;
  outcome: GiftEffectOutcome;
}

async function runGift(db: Executor, userId: number, giftId: number, ctx: ActivationContext, call: Call): Promise<GiftDto> {
  const done = await inTransaction(db, async (tx): Promise<Done> => {
    const at = now();
    const gift = await lockGift(tx, userId, giftId);
    if (!gift) throw giftActivationError('invalid_user_gift');
    const [player] = await tx
      .select({ id: users.id, currency: users.currency, giftsDisabled: users.giftsDisabled, multiAccount: users.multiAccount })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!player) throw giftActivationError('invalid_user_gift');
    if (player.giftsDisabled) throw giftActivationError('disabled');
    if (player.multiAccount) throw giftActivationError('multi_account');
    const state = effectiveState(gift, at.getTime());
    if (state === 'expired') throw giftActivationError('expired');
    if (state !== 'received') throw giftActivationError('used');
    if ((call === 'take_prize') !== (gift.type === 'nondeposit') || !hasWellFormedTerms(gift)) throw giftActivationError('invalid_user_gift');
    await checkConditions(tx, gift, player, ctx.platform);
    await checkBonusRules(tx, gift, player);

    const effect: GiftEffect = call === 'take_prize' ? nondepositPrize : GIFT_EFFECTS[gift.type];
    const outcome = await effect({ tx, gift, player: { id: player.id, currency: player.currency }, at });
    const [after] = await tx
      .update(userGifts)
      .set({ state: outcome.state, activatedAt: at, usedAt: outcome.state === 'used' ? at : null, updatedAt: at })
      .where(and(eq(userGifts.id, gift.id), eq(userGifts.state, 'received')))
      .returning();
    // Only reachable where the lock did not order two requests: everything above rolls back.
    if (!after) throw giftActivationError('in_process');
    return { after, outcome };
  });
  await publishGiftEvents(db, userId, [
    { type: REALTIME_EVENTS.giftActivated, gift: eventGift(done.after, done.after.state) },
    { type: REALTIME_EVENTS.giftStateChanged, gift: eventGift(done.after, done.after.state) },
  ]);
  if (done.outcome.after) {
    try {
      await done.outcome.after(db);
    } catch (error) {
      log.error(`gift-activation: announcements of gift ${done.after.id} failed`, error);
    }
  }
  return toGiftDto(done.after, ctx.locale, now().getTime());
}
