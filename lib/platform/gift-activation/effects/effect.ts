import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import type { GiftRow } from '@/lib/platform/gifts/gift-dto';

/**
 * What activating one gift type does (lib/platform/gift-activation/effects/<type>.ts, one file per type,
 * listed in effects/index.ts). The activation (gift-activation.ts) has already locked the row and
 * checked state, expiry and conditions; the effect moves money, points or spins through the
 * ledger or the studio inside the same transaction, and says which state the gift is left in.
 * An effect refuses with giftActivationError(code) (gifts/errors.ts), which rolls everything back.
 */
export interface GiftEffectInput {
  tx: Executor;
  gift: GiftRow;
  player: { id: number; currency: string };
  at: Date;
}

export interface GiftEffectOutcome {
  /** One-click types are used at once; long-term types stay activated until their terms are spent. */
  state: 'activated' | 'used';
  /** Runs after the commit (publish balances, notices, events). Must not throw. */
  after?: (db: Executor) => Promise<void>;
}

export type GiftEffect = (input: GiftEffectInput) => Promise<GiftEffectOutcome>;
