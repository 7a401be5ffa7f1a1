import 'server-only';
import type { GiftType } from '@/lib/domain/gifts/gifts';
import { bonusOfferEffect } from './bonus-offer';
import { cashEffect } from './cash';
import { cashbackEffect } from './cashback';
import { compointEffect } from './compoint';
import { customEffect } from './custom';
import { depositBonusEffect } from './deposit-bonus';
import type { GiftEffect } from './effect';
import { freeRoundsEffect } from './free-rounds';
import { groupEffect } from './group';
import { nondepositEffect } from './nondeposit';
import { xpEffect } from './xp';

/** What activating each gift type does: every type has its effect, so a new type fails tsc until it has one. */
export const GIFT_EFFECTS: Readonly<Record<GiftType, GiftEffect>> = {
  cashback: cashbackEffect,
  deposit_bonus: depositBonusEffect,
  cash: cashEffect,
  giftspin: freeRoundsEffect,
  group: groupEffect,
  custom: customEffect,
  xp: xpEffect,
  compoint: compointEffect,
  bonus_offer: bonusOfferEffect,
  nondeposit: nondepositEffect,
  provider_spins: freeRoundsEffect,
  freebet: freeRoundsEffect,
};
