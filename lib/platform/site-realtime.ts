import 'server-only';
import { tournamentRoomTarget } from '@/lib/domain/tournaments';
import type { Executor } from '@/lib/platform/db/executor';
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
 *   everyone (no member's data: a member's points go to their own room), so anyone may follow it;
 * - any other public room (`site`, …) too. `user:` and `session:` rooms are never joined this way.
 */
export function siteRealtimeOptions(db: Executor): WsOptions {
  return {
    resolveSession: (req) => resolveSocketSession(db, req),
    mayJoinRoom: async (room, session) => {
      const target = tournamentRoomTarget(room);
      if (target === null) return true;
      return target.id !== null && (await maySeeLive(db, target.kind, target.id, session?.userId ?? null));
    },
  };
}
