import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { queryRows } from '@/lib/platform/db/driver-query';
import { promoRoundCtes } from '@/lib/platform/promotions/round-points';
import { withSeededDb } from './helpers/test-db';

/**
 * How a round finds the player's promo member rows (promotions/round-points.ts): by the promo ids
 * as an index condition, never by the player's id alone. The planner cannot see how many promos
 * the earning array holds, so without the ids it hashes the player's rows found by `user_id`, a
 * scan of the whole (promo, user) key on PostgreSQL 15, whose cost grows with every member of
 * every promo and is paid on every real-money round.
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
