import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { queryRows } from '@/lib/platform/db/driver-query';
import { inTransaction, isTransaction } from '@/lib/platform/db/transaction';
import { trailingFlight } from '@/lib/platform/trailing-flight';
import { gameRounds, promoFold, promoMembers, promotions } from '@/lib/platform/db/schema';
import { log } from '@/lib/platform/log/logger';

/**
 * Folding the rounds' promo moves into the member rows. A real-money round writes what
 * it earns in promotions on its own row only (`game_rounds.promo_moves`: [promo, currency, minor
 * points, pool share] per promo, round-points.ts), so a round costs promotions one more column of
 * the insert it makes anyway, not an update of the player's member rows (measured in-process:
 * that update and the statement around it were nearly all of what promotions added to a round).
 * The member rows — points, pool shares, who got there first — are brought up to date here, many
 * rounds and players in one statement:
 *
 * - by every reader of them first (`foldBeforeRead`: the widget, the participant, the table, the
 *   pool, the draw), and within LIVE_POINTS_MS of a round on its instance (round-live.ts), so a
 *   player sees a round's points as soon as it has committed;
 * - for one member under its row lock before a movement outside rounds (`foldMember`, points.ts),
 *   so an exchange is priced against every round that earned.
 *
 * Once: a member row keeps the last round folded into it (`folded_id`), and a fold counts only the
 * rounds after it. That is enough because one player's real-money rounds take their ids in the
 * order they commit: each holds the player's wallet lock from before its insert until its commit
 * (wallet/ledger.ts; a player plays in their one currency), so a fold that sees a round of theirs
 * sees every earlier one. Which rounds count:
 * - points: for a member — every player in a promo without the participate button (their row is
 *   made on the way), a player who pressed it from that moment on (`joined_at`);
 * - pool share: always (a player who never joined gets a row, `joined` false, only to hold it).
 *
 * Where a fold starts reading is `promo_fold.cursor` (schema/promotions.ts): it trails the newest
 * round by about one fold, so a fold reads the rounds of the last second or two by the primary key.
 * Folds wait for each other (an advisory lock) and never for a member row another transaction holds
 * (`skip locked`: that member is folded next time, and the cursor waits for it).
 */

/** The advisory lock key the global fold takes (the bytes of 'prfd'). */
const FOLD_LOCK_KEY = 0x70726664;

/**
 * The rounds' promo entries after `cursor`, one row per round and promo: (id, user_id,
 * created_at, promo_id, amount, share). `only`: one member's.
 *
 * The cursor is written into the statement as a number, not read by a subquery: the planner then
 * estimates the rounds after it from the index (a handful), where for a subquery it assumes a third
 * of the table — a plan that grows with the rounds table and, on PostgreSQL, once crossed the JIT
 * threshold (db/client.ts APP_SESSION_OPTIONS). A cursor read earlier than the fold is safe: it can
 * only be lower, and rounds already folded into a member are left out by its `folded_id`.
 */
export function movesAfterCursor(cursor: number, only: { promoId: number; userId: number } | null): SQL {
  return sql`select r.id, r.user_id, r.created_at, (r.promo_moves[i][1])::integer as promo_id, r.promo_moves[i][3] as amount, r.promo_moves[i][4] as share
    from ${gameRounds} r, generate_subscripts(r.promo_moves, 1) i
    where r.id > ${sql.raw(String(Math.trunc(cursor)))} and r.promo_moves is not null
      ${only ? sql`and r.user_id = ${only.userId} and r.promo_moves[i][1] = ${only.promoId}` : sql``}`;
}

/** Where the folds start reading (promo_fold.cursor). */
async function foldCursor(tx: Executor): Promise<number> {
  const [row] = await queryRows<{ cursor: number | string }>(tx, sql`select ${promoFold.cursor} as cursor from ${promoFold} where ${promoFold.id} = 1`);
  return Number(row?.cursor ?? 0);
}

/** Makes the member rows the moves need: an open promo's earner, and anybody with a pool share. */
function ensureMembers(moves: SQL): SQL {
  // In (promo, player) order, the order movements lock two members in (points.ts lockMembers).
  return sql`insert into ${promoMembers} (promo_id, user_id, joined, created_at)
    select e.promo_id, e.user_id, false, min(e.created_at)
    from (${moves}) e join ${promotions} p on p.id = e.promo_id
    where e.share > 0 or (e.amount > 0 and not p.participant_button)
    group by e.promo_id, e.user_id
    order by e.promo_id, e.user_id
    on conflict do nothing`;
}

/**
 * Since when a player's rounds count for them in a promo (a timestamptz): every round in a promo
 * without the participate button, from pressing it in one with it (null `joined_at`: a row written
 * before the column, from the start), none otherwise. `promo`, `member`: the SQL aliases of the
 * promo's row and of the player's member row (which may be missing). The fold and the balance log
 * (participants.ts) both count by it.
 */
export function roundsCountFrom(promo: string, member: string): SQL {
  return sql.raw(
    `case when not ${promo}.participant_button then '-infinity'::timestamptz when ${member}.joined then coalesce(${member}.joined_at, '-infinity'::timestamptz) else 'infinity'::timestamptz end`,
  );
}

interface FoldRow {
  existing: number | string;
  locked: number | string;
  seen: number | string | null;
  xmin: number | string;
  pending_xmax: number | string | null;
}

/**
 * Adds the moves after each member's `folded_id` to its row. `lock`: the rows to take (skip those
 * another transaction holds, for the global fold; the member fold holds its row already). Answers
 * how many member rows the moves have and how many were taken, the newest round seen, the
 * oldest transaction still running when the statement began and the cursor's pending xmax.
 * (The update runs though nothing selects from it: PostgreSQL runs every data-modifying CTE.)
 */
export function foldStatement(moves: SQL, lock: SQL): SQL {
  return sql`with moves as (${moves}),
    pairs as (select distinct promo_id, user_id from moves),
    existing as (select m.promo_id, m.user_id from ${promoMembers} m join pairs using (promo_id, user_id)),
    locked as (
      select m.promo_id, m.user_id, m.folded_id, m.joined, m.joined_at from ${promoMembers} m
      where (m.promo_id, m.user_id) in (select promo_id, user_id from pairs)
      order by m.promo_id, m.user_id ${lock}
    ),
    sums as (
      select e.promo_id, e.user_id, l.folded_id as seen, max(e.id) as last_id, sum(e.share) as share,
        sum(case when c.counts then e.amount else 0 end) as points,
        max(case when c.counts and e.amount > 0 then e.created_at end) as points_at
      from moves e
        join locked l on l.promo_id = e.promo_id and l.user_id = e.user_id
        join ${promotions} p on p.id = e.promo_id,
        lateral (select e.created_at >= ${roundsCountFrom('p', 'l')} as counts) c
      where e.id > l.folded_id
      group by e.promo_id, e.user_id, l.folded_id
    ),
    folded as (
      update ${promoMembers} m set points = m.points + s.points, pool_share = m.pool_share + s.share,
        points_at = greatest(m.points_at, s.points_at), folded_id = s.last_id
      -- The row as the sums read it: a fold that committed meanwhile (the member fold does not
      -- lock first) makes this one skip the row rather than count its rounds twice.
      from sums s where m.promo_id = s.promo_id and m.user_id = s.user_id and m.folded_id = s.seen
      returning 1
    )
    select (select count(*) from existing) as existing, (select count(*) from locked) as locked,
      (select max(id) from moves) as seen, pg_snapshot_xmin(pg_current_snapshot())::text::bigint as xmin,
      (select pending_xmax from ${promoFold} where id = 1) as pending_xmax`;
}

/**
 * Folds every round not yet folded, and moves the cursor when it may: to the sequence as an
 * earlier fold read it, once every transaction that had begun writing then has ended (none of them
 * can still write a round below it) — and only when this fold took every member row it needed.
 * `wait`: wait for a member row another transaction holds rather than skip it (the draw: every
 * committed round counts).
 *
 * Why the fold's own transaction id marks the point: a round takes its transaction id at the
 * wallet lock, before its insert takes a round id; the fold reads the sequence first and takes its
 * transaction id after (before any write of its own), so every round at or below the sequence read
 * belongs to a transaction with a lower id. The snapshot's xmax would not do: it is one past the
 * newest transaction that has *ended*, and one that began earlier may still be writing above it.
 */
export async function foldPromotionRounds(db: Executor, options: { wait?: boolean } = {}): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${FOLD_LOCK_KEY})`));
    const [seq] = await queryRows<{ last: number | string }>(tx, sql`select case when is_called then last_value else last_value - 1 end as last from game_rounds_id_seq`);
    const [own] = await queryRows<{ xid: number | string }>(tx, sql`select pg_current_xact_id()::text::bigint as xid`);
    const moves = movesAfterCursor(await foldCursor(tx), null);
    await tx.execute(ensureMembers(moves));
    const [row] = await queryRows<FoldRow>(tx, foldStatement(moves, options.wait ? sql`for update of m` : sql`for update of m skip locked`));
    if (!row || !seq || !own) return;
    // Every member row taken, and every transaction older than the fold that noted the pending
    // point has ended (or none was noted): the cursor moves to it, and this fold's point is noted.
    // (Folds hold the advisory lock, so the row read by the statement is still the row.)
    const advance = Number(row.locked) === Number(row.existing) && (row.pending_xmax === null || Number(row.xmin) >= Number(row.pending_xmax));
    await tx.execute(sql`update ${promoFold} set folded_to = greatest(folded_to, ${row.seen ?? 0}::bigint)
        ${advance ? sql`, cursor = greatest(cursor, coalesce(pending_seq, cursor)), pending_seq = ${seq.last}::bigint, pending_xmax = ${Number(own.xid) + 1}::bigint` : sql``}
      where id = 1`);
  });
}

/**
 * Whether a round with promo entries came after the last fold (`newer`). The first such round by
 * the primary key, not `exists`: for `exists` the planner assumed a third of the table past the
 * subquery's value and scanned all of it (27 ms at 33,000 rounds, on every read of a promotion);
 * ordered and limited, it walks the index from the last fold.
 */
export function roundsAwaitingFold(): SQL {
  return sql`select (select r.id from ${gameRounds} r where r.id > (select folded_to from ${promoFold} where id = 1) and r.promo_moves is not null order by r.id limit 1) is not null as newer`;
}

/** The pool's readers' folds: one at a time per process, none stale (trailing-flight.ts). */
const foldOnPool = trailingFlight((db: Executor) => foldPromotionRounds(db));

/**
 * Before reading member rows: folds when a round newer than the last fold saw exists (one cheap
 * query when none does). A failure is logged and the read goes on with the rows as they are.
 */
export async function foldBeforeRead(db: Executor): Promise<void> {
  try {
    const [newer] = await queryRows<{ newer: boolean }>(
      db,
      roundsAwaitingFold(),
    );
    if (!newer?.newer) return;
    // The caller's own transaction folds in it; readers on the pool share one fold at a time.
    await (isTransaction(db) ? foldPromotionRounds(db) : foldOnPool(db));
  } catch (error) {
    log.error('promotions: folding the rounds before a read failed', error);
  }
}

/**
 * Folds one member's rounds into their row (which exists), in the caller's transaction, before it
 * locks the row for a movement that checks the balance (points.ts): the row is then exact.
 */
export async function foldMember(tx: Executor, promoId: number, userId: number): Promise<void> {
  await queryRows(tx, foldStatement(movesAfterCursor(await foldCursor(tx), { promoId, userId }), sql``));
}
