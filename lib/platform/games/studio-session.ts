import 'server-only';
import type { StudioSessionView } from '@/lib/domain/studio/studio-session';
import { publicConfigOf } from './engines/studio-public-config';
import { findSessionByToken } from './game-sessions';
import { sessionBalance } from './session-balance';
import { studioGameOfSession } from './studio-games';

/** What a studio game page is rendered with (app/[locale]/(studio)/studio/[slug]); null for an unknown token. */
export async function loadStudioSession(runToken: string): Promise<StudioSessionView | null> {
  if (!runToken || runToken.length > 100) return null;
  const session = await findSessionByToken(runToken);
  if (!session) return null;
  const game = await studioGameOfSession(session);
  return {
    runToken,
    game: { slug: game.slug, name: game.name },
    config: publicConfigOf(game.studio),
    balance: await sessionBalance(session, game.allowBonus),
    active: session.status === 'active',
    exitUrl: session.exitUrl,
  };
}
