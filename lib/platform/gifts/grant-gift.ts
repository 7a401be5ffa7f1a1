import 'server-only';
import { eq } from 'drizzle-orm';
import type { GiftReason, GiftSpec } from '@/lib/domain/gifts/gifts';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { userGifts, users } from '@/lib/platform/db/schema';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { publish } from '@/lib/platform/realtime/bus';
import type { GiftRow } from './gift-dto';
import { log } from '@/lib/platform/log/logger';

/**
 * The one way a player receives a gift (a level, an achievement, a promo code, a compoint
 * purchase, a group's child, the operator …). Runs in the caller's transaction, next to the fact
 * that earns the gift, so the gift exists exactly when the fact does; the caller announces it
 * after its commit (announceGrants).
 */

export interface GiftGrant {
  userId: number;
  reason: GiftReason;
  /** The fact's own key (`level:<uid>:<level>`, `coupon:<code id>:<uid>` …): a second grant of the same fact gives nothing. */
  key: string;
  spec: GiftSpec;
  /** The group gift that granted it. */
  parentId?: number;
  /** Whether the player is told with a notice (a group's children are told by their group). */
  notify?: boolean;
}

/** A gift just granted, to announce after the commit. */
export interface GrantedGift {
  userId: number;
  gift: GiftRow;
  notice: NoticeData | null;
}

/** Grants the gift in the caller's transaction; null when the key was granted already. */
export async function grantGift(tx: Executor, grant: GiftGrant): Promise<GrantedGift | null> {
  const at = now();
  const [gift] = await tx
    .insert(userGifts)
    .values({
      userId: grant.userId,
      type: grant.spec.terms.type,
      title: grant.spec.title,
      state: 'received',
      reason: grant.reason,
      terms: grant.spec.terms,
      conditions: grant.spec.conditions ?? {},
      depositLimits: grant.spec.depositLimits ?? [],
      parentId: grant.parentId ?? null,
      grantKey: grant.key,
      expiredAt: new Date(at.getTime() + grant.spec.validDays * 86_400_000),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: userGifts.grantKey })
    .returning();
  if (!gift) return null;
  const notice =
    grant.notify === false
      ? null
      : await addNotice(tx, { userId: grant.userId, kind: 'gift_received', params: { title: grant.spec.title }, link: '/profile/gifts', key: `gift_received:${gift.id}` });
  return { userId: grant.userId, gift, notice };
}

/**
 * After the commit: `gifts_state_changed` (state received) and the notice for each granted gift,
 * to its player's room. Never throws: the grant stands whatever the socket does.
 */
export async function announceGrants(db: Executor, granted: readonly (GrantedGift | null)[]): Promise<void> {
  for (const one of granted) {
    if (!one) continue;
    try {
      const [player] = await db.select({ hash: users.hash }).from(users).where(eq(users.id, one.userId)).limit(1);
      if (player) {
        await publish(userRoom(player.hash), { type: REALTIME_EVENTS.giftStateChanged, gift: { id: one.gift.id, type: one.gift.type, state: 'received' } });
      }
    } catch (error) {
      log.error('gifts: gifts_state_changed not published', error);
    }
    await publishNotice(db, one.notice, one.userId);
  }
}
