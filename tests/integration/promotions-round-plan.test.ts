import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { queryRows } from '@/lib/platform/db/driver-query';
import { promoRoundCtes } from '@/lib/platform/promotions/round-points';
import { withSeededDb } from './helpers/test-db';

/**
 * The plans of the promotions' reads that grow with the data. How a round finds the player's promo
 * member rows (promotions/round-points.ts): by the promo ids as an index condition, never by the
 * player's id alone. The planner cannot see how many promos the earning array holds, so without
 * the ids it hashes the player's rows found by `user_id`, a scan of the whole (promo, user) key on
 * PostgreSQL 15, whose cost grows with every member of every promo and is paid on every
 * real-money round. And how the balance log (the view `promo_balance_log`) finds a player's
 * rounds: by (player, time), never by reading every round.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

it('looks the member rows up by promo and player, not by the player alone', async () => {
  const earning = [1, 2, 4].map((promoId) => ({ promoId, currencyId: 1, amount: 20, open: true, share: 5 }));
  const promo = promoRoundCtes('posted', { userId: 10, at: new Date(), earning })!;
  const plan = (await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (costs off) with posted as (select 1 as posted_id), ${promo.ctes} select ${promo.moves}, ${promo.column}`))
    .map((row) => row['QUERY PLAN'])
    .join('\n');
  expect(plan).toMatch(/Update on promo_members/);
  // The scan of promo_members under the update, and its condition.
  const scan = plan.slice(plan.indexOf('Update on promo_members'));
  expect(scan).toMatch(/Index Cond: \(\(promo_id = ANY \([^\n]*\)\) AND \(user_id = /);
  expect(scan).not.toMatch(/Seq Scan on promo_members/);
});

it('reads a player’s balance log through the rounds’ (player, time) index, not a scan of every round', async () => {
  // Rounds of many players, most with promo entries, in a transaction rolled back after the plan.
  const plan = await db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into game_sessions (id, run_token, game_id, user_id, mode, currency, platform, status, created_at)
        select 'plan-session', 'plan-token', min(id), 1, 'real', 'RUB', 'desktop', 'active', now() from games`);
      await tx.execute(sql`insert into game_rounds (session_id, round_id, game_id, user_id, mode, currency, bet, win, outcome, created_at, promo_moves)
        select 'plan-session', g::text, (select min(id) from games), g % 200, 'real', 'RUB', 100, 0, '{}'::jsonb, now() - g * interval '1 second',
          case when g % 3 = 0 then null else array[array[3, 1, 100, g], array[4, 1, 100, g]]::bigint[] end
        from generate_series(1, 30000) g`);
      await tx.execute(sql`analyze game_rounds`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain (costs off) select * from promo_balance_log where user_id = 5 and promo_id = 3 and created_at >= now() - interval '1 hour' order by created_at desc, id desc limit 20`,
      );
      throw new PlanRead(rows.map((row) => row['QUERY PLAN']).join('\n'));
    })
    .catch((error: unknown) => {
      if (error instanceof PlanRead) return error.plan;
      throw error;
    });
  expect(plan).toMatch(/game_rounds_user_time/);
  expect(plan).not.toMatch(/Seq Scan on game_rounds/);
});

/** Carries the plan out of the transaction it rolls back. */
class PlanRead extends Error {
  constructor(readonly plan: string) {
    super('plan read');
  }
}
