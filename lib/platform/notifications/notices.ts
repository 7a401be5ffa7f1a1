import 'server-only';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@/lib/domain/locales';
import { NOTICE_PAGE_SIZE, type NoticeData, type NoticeDto, type NoticeKind, type NoticeParams } from '@/lib/domain/notifications/notices';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { userNotifications, users } from '@/lib/platform/db/schema';
import { publish } from '@/lib/platform/realtime/bus';
import { noticeNotFound } from './errors';
import { toNoticeData, toNoticeDto } from './notice-dto';
import { log } from '@/lib/platform/log/logger';

/**
 * The notices room (spec platform §4 "Notifications", §7 user-notifications). Producers add a
 * notice inside the transaction of the fact it tells (a deposit paid, a payout declined …), so
 * the notice exists exactly when the fact does, and publish it after their commit.
 */

export interface NewNotice {
  userId: number;
  kind: NoticeKind;
  params: NoticeParams;
  /** A site path without locale prefix, or null. */
  link: string | null;
  /** The fact's own key (`deposit_paid:<id>`): a second add of the same fact adds nothing. */
  key: string;
}

/** Adds a notice in the caller's transaction; null when that fact was told already. */
export async function addNotice(tx: Executor, notice: NewNotice): Promise<NoticeData | null> {
  const [row] = await tx
    .insert(userNotifications)
    .values({ userId: notice.userId, kind: notice.kind, params: notice.params, link: notice.link, noticeKey: notice.key, createdAt: now() })
    .onConflictDoNothing({ target: userNotifications.noticeKey })
    .returning();
  return row ? toNoticeData(row) : null;
}

/** After the producer's commit: `notification_update` to the player's room. Never throws. */
export async function publishNotice(db: Executor, notice: NoticeData | null, userId: number): Promise<void> {
  if (!notice) return;
  try {
    const [player] = await db.select({ hash: users.hash }).from(users).where(eq(users.id, userId)).limit(1);
    if (player) await publish(userRoom(player.hash), { type: REALTIME_EVENTS.notificationUpdate, notice });
  } catch (error) {
    log.error('notifications: notification_update not published', error);
  }
}

const unread = (userId: number) => and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt));

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userNotifications).where(unread(userId));
  return row?.n ?? 0;
}

/** GET /json-api/user-notifications: the unread notices, newest first, a page after `offset`, and how many there are. */
export async function listNotices(db: Executor, userId: number, offset: number, locale: Locale): Promise<{ data: NoticeDto[]; unread: number }> {
  const rows = await db
    .select()
    .from(userNotifications)
    .where(unread(userId))
    .orderBy(desc(userNotifications.id))
    .limit(NOTICE_PAGE_SIZE)
    .offset(offset);
  const data = rows.flatMap((row) => {
    const notice = toNoticeData(row);
    return notice ? [toNoticeDto(notice, locale)] : [];
  });
  return { data, unread: await unreadCount(db, userId) };
}

/**
 * POST /json-api/user-notifications/read/{id}: the notice leaves the list (spec §4 "reading
 * deletes it"), and the player's other tabs hear `notification_remove`. Reading a notice read
 * already answers the same (two tabs, a retried call); another player's notice is not found.
 */
export async function readNotice(db: Executor, userId: number, noticeId: number, userHash: string): Promise<{ unread: number }> {
  const mine = and(eq(userNotifications.id, noticeId), eq(userNotifications.userId, userId));
  const [read] = await db
    .update(userNotifications)
    .set({ readAt: now() })
    .where(and(mine, isNull(userNotifications.readAt)))
    .returning({ id: userNotifications.id });
  if (read) {
    await publish(userRoom(userHash), { type: REALTIME_EVENTS.notificationRemove, id: noticeId });
  } else {
    const [row] = await db.select({ id: userNotifications.id }).from(userNotifications).where(mine).limit(1);
    if (!row) throw noticeNotFound();
  }
  return { unread: await unreadCount(db, userId) };
}
