import { REALTIME_EVENTS, SITE_ROOM, type RealtimeEvent } from '@/lib/domain/realtime/realtime-events';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { onMessage } from '@/lib/platform/realtime/bus';
import { startPromotionPopupWatch, updatePromotionPopup } from '@/lib/platform/promotions/promotion-popup';
import type { Db } from '@/lib/platform/db/client';
import { withSeededDb } from './helpers/test-db';
import { waitUntil } from './helpers/wait-for';

/**
 * The promo popup (spec platform §7 "promo popup updated"): the operator's change stamps
 * the popup, and each instance's watch tells its sockets in room `site` once per change.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

it('a change is saved with a new stamp and announced once to room site', async () => {
  const heard: Array<{ room: string; message: RealtimeEvent }> = [];
  const off = onMessage((room, message) => heard.push({ room, message }));
  const popupEvents = () => heard.filter((h) => h.message.type === REALTIME_EVENTS.promoPopupUpdated);
  const stamps = () => popupEvents().map((h) => (h.message as { updatedAt: number }).updatedAt);
  const stop = startPromotionPopupWatch(db, 20);
  try {
    const before = (await getServerConfig(db)).promoPopup;
    const saved = await updatePromotionPopup(db, { buttonUrl: '/promo/grand-lottery' });
    expect(saved.updatedAt).toBeGreaterThan(before.updatedAt);
    expect((await getServerConfig(db)).promoPopup).toEqual(saved);
    // A second edit in the same second is still a change.
    const again = await updatePromotionPopup(db, { isActive: false });
    expect(again.updatedAt).toBeGreaterThan(saved.updatedAt);
    await waitUntil('the second change announced', stamps, (s) => s.includes(again.updatedAt));
    // A third change, announced after the second: its announcement is the point by which a repeat
    // of the earlier ones, or an announcement without a change, would have been heard.
    const third = await updatePromotionPopup(db, { isActive: true });
    await waitUntil('the third change announced', stamps, (s) => s.includes(third.updatedAt));
    expect(popupEvents().every((h) => h.room === SITE_ROOM)).toBe(true);
    // Nothing announced at the watch's start or twice: only the changes' stamps, each once, in
    // order (the first change may share a turn of the watch with the second).
    const told = stamps();
    expect(told.slice(-2)).toEqual([again.updatedAt, third.updatedAt]);
    expect([[saved.updatedAt, again.updatedAt, third.updatedAt], [again.updatedAt, third.updatedAt]]).toContainEqual(told);
    expect(popupEvents().at(-2)!.message).toEqual({ type: REALTIME_EVENTS.promoPopupUpdated, updatedAt: again.updatedAt });
  } finally {
    stop();
    off();
  }
});
