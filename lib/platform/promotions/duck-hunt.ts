import 'server-only';
import { randomInt } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { duckHuntGame, duckOf, toDuckHuntGameDto, totalWeight, type DuckHuntGame, type DuckHuntGameDto, type DuckShotDto } from '@/lib/domain/promotions/duck-hunt';
import { PROMO_COINS } from '@/lib/domain/money';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { promoPointLogs, promotions } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { promotionError, promotionNotFound } from './errors';
import { assertActive, isMemberRow, memberRow, utcDay } from './membership';
import { lockMembers, movePromoPoints, publishPointMoves } from './points';
import type { PromotionRow } from './promotion-dto';

/**
 * The duck hunt's server side (lib/domain/promotions/duck-hunt.ts has the design). A shot is one point
 * movement (points.ts, reason `duck_hunt`, ref `duck:<game>:<day>:<n>`): the balance log is the
 * count of the day's shots. The member's row is locked before that count is read, so concurrent
 * shots are numbered one after another and never pass `shotsPerDay`; the log's unique ref is the
 * last word. Shots used up answer 403 `action_not_allowed` with `shotsLeft: 0`.
 */

async function gameAndPromotion(db: Executor, gameId: number): Promise<{ game: DuckHuntGame; promo: PromotionRow }> {
  const game = duckHuntGame(gameId);
  if (!game) throw promotionNotFound();
  const [promo] = await db.select().from(promotions).where(eq(promotions.slug, game.promoSlug)).limit(1);
  if (!promo) throw promotionNotFound();
  return { game, promo };
}

const dayPrefix = (game: DuckHuntGame, at: Date) => `duck:${game.id}:${utcDay(at)}:`;

async function shotsToday(db: Executor, promo: PromotionRow, game: DuckHuntGame, userId: number, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(promoPointLogs)
    .where(and(eq(promoPointLogs.promoId, promo.id), eq(promoPointLogs.userId, userId), eq(promoPointLogs.reason, 'duck_hunt'), like(promoPointLogs.ref, `${dayPrefix(game, at)}%`)));
  return Number(row?.n ?? 0);
}

/** GET /json-api/duck-hunt/games/{gameId}: the game and, for a member, the shots left today. */
export async function duckHuntOf(db: Executor, gameId: number, viewerId: number | null): Promise<DuckHuntGameDto> {
  const at = now();
  const { game, promo } = await gameAndPromotion(db, gameId);
  const member = viewerId !== null && isMemberRow(promo, await memberRow(db, promo.id, viewerId));
  const left = member ? Math.max(0, game.shotsPerDay - (await shotsToday(db, promo, game, viewerId, at))) : null;
  return toDuckHuntGameDto(game, promo.id, left);
}

/** POST /json-api/duck-hunt/games/{gameId}/shots: one shot of the day. */
export async function shootDuck(db: Executor, gameId: number, userId: number): Promise<DuckShotDto> {
  const at = now();
  const { game, promo } = await gameAndPromotion(db, gameId);
  assertActive(promo, at);
  if (!isMemberRow(promo, await memberRow(db, promo.id, userId))) throw promotionError('user_not_participate');
  const shot = await inTransaction(db, async (tx) => {
    await lockMembers(tx, promo.id, [userId]);
    const done = await shotsToday(tx, promo, game, userId, at);
    if (done >= game.shotsPerDay) throw promotionError('action_not_allowed', { shotsLeft: 0 });
    const duck = duckOf(game, randomInt(totalWeight(game)));
    const move = await movePromoPoints(tx, {
      promoId: promo.id,
      userId,
      currency: 'main',
      currencyId: promo.currencyId,
      amount: duck.points * PROMO_COINS,
      reason: 'duck_hunt',
      ref: `${dayPrefix(game, at)}${done + 1}`,
    });
    return { move, dto: { shot: done + 1, duck: { kind: duck.kind, points: duck.points * PROMO_COINS }, shotsLeft: game.shotsPerDay - done - 1, points: move.points } };
  });
  await publishPointMoves(db, [shot.move]);
  return shot.dto;
}
