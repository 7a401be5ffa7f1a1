import { REALTIME_EVENTS, SITE_ROOM, type RealtimeEvent } from '@/lib/domain/realtime/realtime-events';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { onMessage } from '@/lib/platform/realtime/bus';
import { startPromotionPopupWatch, updatePromotionPopup } from '@/lib/platform/promotions/promotion-popup';
import type { Db } from '@/lib/platform/db/client';
import { withSeededDb } from './helpers/test-db';

/**
 * The promo popup (spec platform §7 "promo popup updated"): the operator's change stamps
 * the popup, and each instance's watch tells its sockets in room `site` once per change.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

it('a change is saved with a new stamp and announced once to room site', async () => {
  const heard: Array<{ room: string; message: RealtimeEvent }> = [];
  const off = onMessage((room, message) => heard.push({ room, message }));
  const stop = startPromotionPopupWatch(db, 20);
  try {
    await new Promise((r) => setTimeout(r, 60));
    expect(heard).toEqual([]);
    const before = (await getServerConfig(db)).promoPopup;
    const saved = await updatePromotionPopup(db, { buttonUrl: '/promo/grand-lottery' });
    expect(saved.updatedAt).toBeGreaterThan(before.updatedAt);
    expect((await getServerConfig(db)).promoPopup).toEqual(saved);
    // A second edit in the same second is still a change.
    const again = await updatePromotionPopup(db, { isActive: false });
    expect(again.updatedAt).toBeGreaterThan(saved.updatedAt);
    await new Promise((r) => setTimeout(r, 120));
    const popupEvents = heard.filter((h) => h.message.type === REALTIME_EVENTS.promoPopupUpdated);
    expect(popupEvents.length).toBeGreaterThanOrEqual(1);
    expect(popupEvents.every((h) => h.room === SITE_ROOM)).toBe(true);
    expect(popupEvents.at(-1)!.message).toEqual({ type: REALTIME_EVENTS.promoPopupUpdated, updatedAt: again.updatedAt });
    await new Promise((r) => setTimeout(r, 100));
    expect(heard.filter((h) => h.message.type === REALTIME_EVENTS.promoPopupUpdated)).toHaveLength(popupEvents.length);
  } finally {
    stop();
    off();
  }
});
