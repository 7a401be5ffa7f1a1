import { and, eq, or } from 'drizzle-orm';
import { isDomainError } from '@/lib/domain/domain-error';
import { closeDb, getDb, type Db } from '@/lib/platform/db/client';
import { userContacts, users } from '@/lib/platform/db/schema';
import { finishDueTournaments } from '@/lib/platform/tournaments/finish';
import { invitePlayer, uninvitePlayer } from '@/lib/platform/tournaments/invitations';

/**
 * The operator's tournament desk (`npm run tournaments -- …`), on the database the site uses
 * (DATABASE_URL, or the embedded PGlite in DATA_DIR — stop the site first then: two processes
 * cannot open one PGlite folder). A player is named by id or by e-mail.
 *
 *   npm run tournaments -- invite <slug> <player…>     let the players join a limited tournament
 *   npm run tournaments -- uninvite <slug> <player…>   withdraw their invitations
 *   npm run tournaments -- finish-due                  finish and pay what has ended (the site's sweeper does it too)
 *
 * Exit code 0 on success, 1 when a player or the tournament is unknown, 2 on bad usage.
 */

const USAGE = 'usage: npm run tournaments -- invite <slug> <player…> | uninvite <slug> <player…> | finish-due';

async function playerId(db: Db, name: string): Promise<number | null> {
  if (/^[1-9]\d{0,9}$/.test(name)) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, Number(name))).limit(1);
    return row?.id ?? null;
  }
  const [row] = await db
    .select({ id: userContacts.userId })
    .from(userContacts)
    .where(and(eq(userContacts.type, 'email'), eq(userContacts.value, name.toLowerCase()), or(eq(userContacts.isPrimary, true), eq(userContacts.isVerified, true))))
    .limit(1);
  return row?.id ?? null;
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if ((command === 'invite' || command === 'uninvite') && rest.length >= 2) {
    const [slug, ...names] = rest as [string, ...string[]];
    const db = await getDb();
    let unknown = 0;
    for (const name of names) {
      const id = await playerId(db, name);
      if (id === null) {
        console.error(`no player ${name}`);
        unknown += 1;
      } else if (command === 'invite') {
        console.log(`player ${id}: ${(await invitePlayer(db, slug, id)) === 'invited' ? 'invited to' : 'was invited already to'} ${slug}`);
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

main(process.argv.slice(2))
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    if (isDomainError(error) && error.code === 'not_found') console.error('no such tournament');
    else console.error(error);
    await closeDb();
    process.exit(1);
  });
