import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { GIFT_TYPES, type GiftSpec } from '@/lib/domain/gifts/gifts';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import type { Executor } from '@/lib/platform/db/executor';
import { users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { isExcludedNow } from '@/lib/platform/exclusion/excluded-now';
import { publish } from '@/lib/platform/realtime/bus';
import { announceGrants, grantGift, type GrantedGift } from './grant-gift';
import { log } from '@/lib/platform/log/logger';

/**
 * The operator's gift actions (spec §6 "gifts and bonuses can be disabled on an account"; the
 * reason gift_distribution), run from `npm run gifts` (scripts/gifts.ts). Each publishes its
 * event to the player's room after its commit: `gifts_disabled { disabled }`, and
 * `gifts_distributed { count }` with each grant's own announcement.
 */

/**
 * Switches gifts off (or back on) for a player: activation then refuses `disabled`, and the shop
 * refuses purchases. Returns false for an unknown player. Publishes only when the flag changed.
 */
export async function setGiftsDisabled(db: Executor, userId: number, disabled: boolean): Promise<boolean> {
  const [before] = await db.select({ hash: users.hash, disabled: users.giftsDisabled }).from(users).where(eq(users.id, userId)).limit(1);
  if (!before) return false;
  if (before.disabled === disabled) return true;
  await db.update(users).set({ giftsDisabled: disabled }).where(eq(users.id, userId));
  await publishQuietly(before.hash, { type: REALTIME_EVENTS.giftsDisabled, disabled });
  return true;
}

export interface Distribution {
  /** Players who received the gift now. */
  granted: number[];
  /** Players who had it from this campaign already (a re-run gives nothing twice). */
  already: number[];
  /** Players with gifts switched off or flagged multi-account: given nothing. */
  skipped: number[];
  /** Players on a time-out or self-exclusion: a campaign is marketing, they get none (protection/exclusion-state.ts). */
  excluded: number[];
  /** Ids that name no player. */
  unknown: number[];
}

/**
 * Gives the gift to each player in one transaction (reason gift_distribution, key
 * `distribution:<campaign>:<uid>`: running a campaign again gives nobody a second one), then
 * announces each grant and publishes `gifts_distributed { count: 1 }` to each new holder.
 */
export async function distributeGifts(db: Executor, userIds: readonly number[], spec: GiftSpec, campaignKey: string): Promise<Distribution> {
  const ids = [...new Set(userIds)];
  const players = ids.length ? await db.select({ id: users.id, hash: users.hash, disabled: users.giftsDisabled, multi: users.multiAccount }).from(users).where(inArray(users.id, ids)).orderBy(users.id) : [];
  const known = new Map(players.map((p) => [p.id, p]));
  const result: Distribution = { granted: [], already: [], skipped: [], excluded: [], unknown: ids.filter((id) => !known.has(id)) };
  const grants = await inTransaction(db, async (tx) => {
    const done: GrantedGift[] = [];
    for (const player of players) {
      if (player.disabled || player.multi) {
        result.skipped.push(player.id);
        continue;
      }
      if (await isExcludedNow(tx, player.id)) {
        result.excluded.push(player.id);
        continue;
      }
      const granted = await grantGift(tx, { userId: player.id, reason: 'gift_distribution', key: `distribution:${campaignKey}:${player.id}`, spec });
      if (granted) {
        done.push(granted);
        result.granted.push(player.id);
      } else result.already.push(player.id);
    }
    return done;
  });
  await announceGrants(db, grants);
  for (const one of grants) {
    const hash = known.get(one.userId)?.hash;
    if (hash) await publishQuietly(hash, { type: REALTIME_EVENTS.giftsDistributed, count: 1 });
  }
  return result;
}

/** Never throws: the change is committed whatever the socket does. */
async function publishQuietly(hash: string, message: Parameters<typeof publish>[1]): Promise<void> {
  try {
    await publish(userRoom(hash), message);
  } catch (error) {
    log.error('gifts: operator event not published', error);
  }
}

/** A GiftSpec read from a file: the shape checked enough that grantGift stores something the activation understands. */
export function parseGiftSpec(text: string): GiftSpec | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const spec = value as Partial<GiftSpec>;
  const title = spec.title as Record<string, unknown> | undefined;
  const ok =
    typeof title === 'object' && title !== null && Object.values(title).every((t) => typeof t === 'string') && Object.keys(title).length > 0 &&
    typeof spec.terms === 'object' && spec.terms !== null && (GIFT_TYPES as readonly string[]).includes(spec.terms.type) &&
    Number.isSafeInteger(spec.validDays) && (spec.validDays ?? 0) > 0;
  return ok ? (spec as GiftSpec) : null;
}
