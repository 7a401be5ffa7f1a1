import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { inTransaction } from '@/lib/platform/db/transaction';
import { tournamentMembers, tournaments } from '@/lib/platform/db/schema';
import type { Env } from '@/lib/platform/embedded-default';
import { countsInRankings } from './rankings';

/**
 * The tournaments' seat counters (`members_count`: the card's members and the seat limit) made to
 * count the members that count in rankings: with DEMO_DATA off, the rivals left from a demo
 * database hold no seat and are not shown as members; with it on, they count again. Run at every
 * start (seed/index.ts); it changes only counters that differ.
 *
 * The tournaments' rows are locked first: a join increments its tournament's counter under that
 * row's lock, so a join running meanwhile either committed before the count (and is in it) or
 * waits and adds its one after it — never lost under a counter written from an older count.
 */
export async function recountTournamentSeats(db: Executor, env: Env = process.env): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select 1 from ${tournaments} order by ${tournaments.id} for update`);
    await tx.execute(sql`update ${tournaments} t set members_count = c.n
      from (
        select t2.id, count(m.user_id) filter (where ${countsInRankings(sql`m.user_id`, env)}) as n
        from ${tournaments} t2 left join ${tournamentMembers} m on m.tournament_id = t2.id
        group by t2.id
      ) c
      where c.id = t.id and t.members_count <> c.n`);
  });
}
