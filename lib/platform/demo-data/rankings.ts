import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from '@/lib/platform/db/schema';
import type { Env } from '@/lib/platform/embedded-default';
import { demoDataEnabled } from './switch';

/**
 * The one filter every ranking, prize table, draw and winners list applies to its players: with
 * DEMO_DATA off an invented account (`users.invented`, the seed's made-up players left in a
 * database that once had demo data) counts nowhere and wins nothing. With demo data on they are
 * part of the demo and rank like anyone. `userId` is the ranked row's player id (a column or an
 * aliased expression such as sql`m.user_id`).
 */
export function countsInRankings(userId: AnyColumn | SQL, env: Env = process.env): SQL {
  if (demoDataEnabled(env)) return sql`true`;
  return sql`not exists (select 1 from ${users} invented_user where invented_user.id = ${userId} and invented_user.invented)`;
}
