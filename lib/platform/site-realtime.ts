import 'server-only';
import { tournamentRoomTarget } from '@/lib/domain/tournaments/tournaments';
import { promotionRoomId, SITE_ROOM } from '@/lib/domain/realtime/realtime-events';
import type { Executor } from '@/lib/platform/db/executor';
import { playersOnlineSnapshot } from '@/lib/platform/catalog/players-online';
import { promotionExists } from '@/lib/platform/promotions/promotion-reads';
import { resolveSocketSession } from '@/lib/platform/realtime/socket-auth';
import type { WsOptions } from '@/lib/platform/realtime/ws-server';
import { maySeeLive } from '@/lib/platform/tournaments/visibility';

/**
 * The site's /ws server wiring (server.ts; the integration tests use the same): who a socket is,
 * from the upgrade's session cookie, and which rooms it may follow. The realtime room sits below
 * the rooms that know what a room carries, so they are asked from here:
 * - `tournament:<id>`, `tournament-series:<id>`: the table with members' ids, nicknames and
 *   scores, so only for whoever may see that tournament's or series' private parts (one rule,
 *   lib/platform/tournaments/visibility.ts); an unknown or malformed id is refused;
 * - `promo:<id>` carries the prize pool's amount and the promo's finish, which the promo page shows
 *   everyone (no member's data: a member's points go to their own room), so anyone may follow the
 *   room of a promo that exists;
 * - `site` (site-wide news), anyone; a socket joining it gets the producers' players online at
 *   once (catalog/players-online.ts), as the lobby it shows may be a copy made a minute ago.
 * Any other name is refused: nothing publishes there, and a socket must not fill the server's
 * room table with invented names. `user:` and `session:` rooms are never joined this way.
 */
export function siteRealtimeOptions(db: Executor): WsOptions {
  return {
    resolveSession: (req) => resolveSocketSession(db, req),
    mayJoinRoom: async (room, session) => {
      if (room === SITE_ROOM) return true;
      const promoId = promotionRoomId(room);
      if (promoId !== undefined) return promoId !== null && (await promotionExists(db, promoId));
      const target = tournamentRoomTarget(room);
      if (target === null) return false;
      return target.id !== null && (await maySeeLive(db, target.kind, target.id, session?.userId ?? null));
    },
    joinSnapshot: (room) => (room === SITE_ROOM ? playersOnlineSnapshot() : null),
  };
}
