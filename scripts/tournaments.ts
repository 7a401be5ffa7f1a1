import { isDomainError } from '@/lib/domain/domain-error';
import { getDb } from '@/lib/platform/db/client';
import { finishDueTournaments } from '@/lib/platform/tournaments/finish';
import { invitePlayer, uninvitePlayer } from '@/lib/platform/tournaments/invitations';
import { playerByName } from './player-by-name';
import { runCommand } from './run-command';

/**
 * The operator's tournament desk (`npm run tournaments -- …`), on the database the site uses
 * (DATABASE_URL, or the embedded PGlite in DATA_DIR — stop the site first then: two processes
 * cannot open one PGlite folder). A player is named by id or by a verified e-mail.
 *
 *   npm run tournaments -- invite <slug> <player…>     let the players join a limited tournament
 *   npm run tournaments -- uninvite <slug> <player…>   withdraw their invitations
 *   npm run tournaments -- finish-due                  finish and pay what has ended (the site's sweeper does it too)
 *
 * Exit code 0 on success, 1 when a player or the tournament is unknown, 2 on bad usage.
 */

const USAGE = 'usage: npm run tournaments -- invite <slug> <player…> | uninvite <slug> <player…> | finish-due';

async function main(args: string[]): Promise<number> {
  try {
    return await desk(args);
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'not_found') throw error;
    console.error('no such tournament');
    return 1;
  }
}

async function desk(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if ((command === 'invite' || command === 'uninvite') && rest.length >= 2) {
    const [slug, ...names] = rest as [string, ...string[]];
    const db = await getDb();
    let unknown = 0;
    for (const name of names) {
      const id = await playerByName(db, name);
      if (id === null) {
        console.error(`no player ${name}`);
        unknown += 1;
      } else if (command === 'invite') {
        const outcome = await invitePlayer(db, slug, id);
        const said = { invited: 'invited to', already: 'was invited already to', excluded: 'not invited (time-out or self-exclusion) to' } as const;
        console.log(`player ${id}: ${said[outcome]} ${slug}`);
      } else {
        console.log(`player ${id}: ${(await uninvitePlayer(db, slug, id)) ? 'invitation withdrawn from' : 'had no invitation to'} ${slug}`);
      }
    }
    return unknown > 0 ? 1 : 0;
  }
  if (command === 'finish-due' && rest.length === 0) {
    const run = await finishDueTournaments(await getDb());
    console.log(`finished tournaments [${run.finished.join(', ')}], series [${run.seriesFinished.join(', ')}]${run.failed.length ? `; failed ${run.failed.join(', ')}` : ''}`);
    return run.failed.length > 0 ? 1 : 0;
  }
  console.error(USAGE);
  return 2;
}

runCommand(main);
