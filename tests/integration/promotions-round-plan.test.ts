import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { queryRows } from '@/lib/platform/db/driver-query';
import { foldStatement, movesAfterCursor, roundsAwaitingFold } from '@/lib/platform/promotions/fold';
import { balanceLogMoves } from '@/lib/platform/promotions/participants';
import { withSeededDb } from './helpers/test-db';

/**
 * The plans of the promotions' reads that grow with the rounds. A fold reads the rounds
 * after its cursor by the primary key (promotions/fold.ts), never every round; the balance log
 * finds a player's rounds by (player, time) (promotions/participants.ts). Both on 30,000 rounds of
 * 200 players, two thirds with promo entries, in a transaction rolled back after the plans.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

async function plansOver(queries: (cursor: number) => SQL[]): Promise<string[]> {
  return db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into game_sessions (id, run_token, game_id, user_id, mode, currency, platform, status, created_at)
        select 'plan-session', 'plan-token', min(id), 1, 'real', 'RUB', 'desktop', 'active', now() from games`);
      await tx.execute(sql`insert into game_rounds (session_id, round_id, game_id, user_id, mode, currency, bet, win, outcome, created_at, promo_moves)
        select 'plan-session', g::text, (select min(id) from games), g % 200, 'real', 'RUB', 100, 0, '{}'::jsonb, now() - g * interval '1 second',
          case when g % 3 = 0 then null else array[array[3, 1, 100, g], array[4, 1, 100, 0]]::bigint[] end
        from generate_series(1, 30000) g`);
      // The cursor near the newest rounds, as folds keep it (and the last fold with it).
      await tx.execute(sql`update promo_fold set cursor = (select max(id) - 50 from game_rounds), folded_to = (select max(id) - 50 from game_rounds)`);
      await tx.execute(sql`analyze game_rounds`);
      const [{ cursor } = { cursor: 0 }] = await queryRows<{ cursor: number | string }>(tx, sql`select cursor from promo_fold where id = 1`);
      const plans: string[] = [];
      for (const query of queries(Number(cursor))) plans.push((await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain (costs off) ${query}`)).map((row) => row['QUERY PLAN']).join('\n'));
      throw new PlanRead(plans);
    })
    .catch((error: unknown) => {
      if (error instanceof PlanRead) return error.plans;
      throw error;
    });
}

it('folds the rounds after the cursor through the primary key, not a scan of every round', async () => {
  const [all, one] = await plansOver((cursor) => [
    foldStatement(movesAfterCursor(cursor, null), sql`for update of m skip locked`),
    foldStatement(movesAfterCursor(cursor, { promoId: 3, userId: 5 }), sql``),
  ]);
  for (const plan of [all!, one!]) {
    expect(plan).toMatch(/game_rounds_pkey/);
    expect(plan).not.toMatch(/Seq Scan on game_rounds/);
    expect(plan).toMatch(/Update on promo_members/);
  }
});

it('asks whether a round awaits the fold through the primary key from the last fold, not a scan of every round', async () => {
  const [plan] = await plansOver(() => [roundsAwaitingFold()]);
  expect(plan).toMatch(/Index Scan using game_rounds_pkey on game_rounds/);
  expect(plan).not.toMatch(/Seq Scan on game_rounds/);
});

it('reads a player’s balance log through the rounds’ (player, time) index, not a scan of every round', async () => {
  const moves = balanceLogMoves({ userId: 5, promoId: 3, since: new Date(Date.now() - 3600_000) });
  const [plan] = await plansOver(() => [sql`select * from (${moves}) m order by created_at desc, id desc limit 20`]);
  expect(plan).toMatch(/game_rounds_user_time/);
  expect(plan).not.toMatch(/Seq Scan on game_rounds/);
});

/** Carries the plans out of the transaction it rolls back. */
class PlanRead extends Error {
  constructor(readonly plans: string[]) {
    super('plans read');
  }
}
