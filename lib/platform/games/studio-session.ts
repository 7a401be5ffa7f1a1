import 'server-only';
import type { StudioSessionView } from '@/lib/domain/studio/studio-session';
import type { Executor } from '@/lib/platform/db/executor';
import { publicConfigOf } from './engines/studio-public-config';
import { freeSpinsOf } from './free-spins';
import { findSessionByToken } from './game-sessions';
import { sessionBalance } from './session-balance';
import { studioGameOfSession } from './studio-games';

/** What a studio game page is rendered with (app/[locale]/(studio)/studio/[slug]); null for an unknown token. */
export async function loadStudioSession(db: Executor, runToken: string): Promise<StudioSessionView | null> {
  if (!runToken || runToken.length > 100) return null;
  const session = await findSessionByToken(db, runToken);
  if (!session) return null;
  const game = await studioGameOfSession(db, session);
  return {
    runToken,
    game: { slug: game.slug, name: game.name },
    config: publicConfigOf(game.studio),
    balance: await sessionBalance(db, session, game.allowBonus),
    active: session.status === 'active',
    exitUrl: session.exitUrl,
    freeSpins: session.status === 'active' ? await freeSpinsOf(db, session, game) : null,
  };
}
