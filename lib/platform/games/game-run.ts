import 'server-only';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@/lib/domain/money';
import type { GameRunInfo, GameRunType } from '@/lib/domain/games/game-run';
import type { GameRunBody } from '@/lib/domain/games/game-run-body';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import type { Executor } from '@/lib/platform/db/executor';
import { games, users } from '@/lib/platform/db/schema';
import { welcomePlayMoney } from '@/lib/platform/wallet/welcome-grant';
import { gameError, gameNotFound, playerRequired } from './errors';
import { freeSpinsOf } from './free-spins';
import { openGameSession, type GamePlayer } from './game-sessions';
import { studioGameOfSession } from './studio-games';

/**
 * POST /json-api/eapi/game-run/{slug} (spec §7, play-promos §3/§4): opens a game session and
 * answers the run info. `type` is real for a player and demo for a guest unless the caller
 * asks; a guest cannot play for real (401, the site offers login), a game without demo mode
 * cannot be played for fun (400 demo_not_available), a switched-off game not at all
 * (400 game_disabled), an unknown or inactive one is 404.
 */

export interface RunRequest extends GameRunBody {
  slug: string;
  user: GamePlayer | null;
  locale: Locale;
}

export async function runGame(db: Executor, request: RunRequest): Promise<GameRunInfo> {
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.slug, request.slug), eq(games.active, true)))
    .limit(1);
  if (!game) throw gameNotFound();
  if (game.disabled) throw gameError('game_disabled');

  const mode: GameRunType = request.type ?? (request.user ? 'real' : 'demo');
  if (mode === 'real' && !request.user) throw playerRequired();
  if (mode === 'demo' && !game.hasDemoMode) throw gameError('demo_not_available');

  let currency: string = DEFAULT_CURRENCY;
  if (request.user) {
    const [player] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, request.user.id)).limit(1);
    if (!player) throw playerRequired();
    currency = player.currency;
  }

  const session = await openGameSession(db, {
    gameId: game.id,
    user: request.user,
    mode,
    currency,
    platform: request.platform ?? 'desktop',
    exitUrl: game.redirect ? (request.exitUrl ?? localizedPath('/', request.locale)) : null,
    guestBalance: welcomePlayMoney(),
  });

  return {
    run_url: studioUrl(game.slug, session.runToken, request.locale),
    frameWidth: game.frameWidth,
    frameHeight: game.frameHeight,
    runToken: session.runToken,
    redirect: game.redirect,
    session_id: session.id,
    type: mode,
    free_spins: mode === 'real' ? await freeSpinsOf(db, { userId: request.user?.id ?? null, mode, currency }, await studioGameOfSession(db, { gameId: game.id })) : null,
  };
}

/** The built-in studio's page of a game, in the player's language. */
export function studioUrl(slug: string, runToken: string, locale: Locale): string {
  return `${localizedPath(`/studio/${encodeURIComponent(slug)}`, locale)}?token=${encodeURIComponent(runToken)}`;
}
