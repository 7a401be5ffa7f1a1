import 'server-only';
import type { ServerConfig } from '@/lib/domain/content/server-config';
import { REALTIME_EVENTS, SITE_ROOM } from '@/lib/domain/realtime/realtime-events';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { getServerConfig, saveServerConfig } from '@/lib/platform/content/server-config';
import { startPeriodicSweep } from '@/lib/platform/periodic-sweep';
import { deliverLocally } from '@/lib/platform/realtime/bus';

/**
 * The promo popup (spec platform §2, §3 promoPopup, §7 "promo popup updated"). It lives in the
 * server config; the operator changes it with `npm run promotions -- popup …` (or any edit of the
 * config row), and every change stamps `updatedAt` (seconds), which is what makes a browser that
 * closed the popup show it again (the cookie remembers the stamp it closed).
 *
 * The event: an operator's command runs in its own process, so it cannot reach the sites' sockets.
 * Each instance instead watches the config (read through its short cache, content/server-config.ts)
 * and, when the stamp changes, tells its own sockets in room `site` — every instance does, so no
 * fan-out is needed, and an edit made by SQL is announced too.
 */
export type PromotionPopup = ServerConfig['promoPopup'];

/** Writes the popup (the fields given), stamped now; answers the popup as saved. */
export async function updatePromotionPopup(db: Executor, patch: Partial<Omit<PromotionPopup, 'updatedAt'>>): Promise<PromotionPopup> {
  const config = await getServerConfig(db);
  const popup: PromotionPopup = { ...config.promoPopup, ...patch, updatedAt: Math.floor(now().getTime() / 1000) };
  // A second edit within the same second must still read as a change.
  if (popup.updatedAt <= config.promoPopup.updatedAt) popup.updatedAt = config.promoPopup.updatedAt + 1;
  await saveServerConfig(db, { ...config, promoPopup: popup });
  return popup;
}

export const POPUP_WATCH_MS = 10_000;

/** Started by server.ts: announces a changed popup stamp to this instance's sockets. Returns the stop. */
export function startPromotionPopupWatch(db: Executor, intervalMs = POPUP_WATCH_MS): () => void {
  let seen: number | null = null;
  return startPeriodicSweep('promotions: the promo popup watch', intervalMs, async () => {
    const { updatedAt } = (await getServerConfig(db)).promoPopup;
    if (seen !== null && updatedAt !== seen) deliverLocally(SITE_ROOM, { type: REALTIME_EVENTS.promoPopupUpdated, updatedAt });
    seen = updatedAt;
  });
}
