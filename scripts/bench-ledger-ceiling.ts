import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { closeDb, getDb, getDbHandle } from '@/lib/platform/db/client';
import { seedDatabase } from '@/lib/platform/seed';
import { games, users } from '@/lib/platform/db/schema';
import { openGameSession } from '@/lib/platform/games/game-sessions';
import { settlePlayerRound } from '@/lib/platform/games/studio-rounds';
import { deposit } from '@/lib/platform/wallet/credits';
import { playRound } from '@/lib/platform/games/engines/play-round';
import { studioGameFor } from '@/lib/platform/games/engines/studio-catalog';
import { DEMO_PLAYER } from '@/lib/platform/seed/demo-player';

/**
 * The ceiling of the game-rounds figure (`npm run bench`): the very database
 * transaction a studio round commits (stake and win through the seamless wallet, and the round's
 * record) in a loop straight on the database — no HTTP, no engine. Runs in its own process on
 * the database named by DATA_DIR or DATABASE_URL (emptied first) and prints one JSON line.
 */
async function main() {
  const seconds = Number(process.argv[2] ?? 5);
  const handle = await getDbHandle();
  if (handle.driver === 'postgres') {
    await handle.db.execute(sql.raw('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;'));
    await closeDb();
  }
  const db = await getDb();
  await seedDatabase(db);
  const [player] = await db.select({ id: users.id, hash: users.hash }).from(users).where(eq(users.hash, DEMO_PLAYER.hash)).limit(1);
  if (!player) throw new Error('ceiling: the demo player is missing (SEED_DEMO_PLAYER=0?)');
  await deposit(db, { transactionId: `ceiling:${randomUUID()}`, userId: player.id, currency: 'RUB', amount: 1_000_000_000 });
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.slug, 'cherry-blaze')).limit(1);
  const session = await openGameSession(db, {
    gameId: game!.id,
    user: { ...player, sessionId: 'ceiling' },
    mode: 'real',
    currency: 'RUB',
    platform: 'desktop',
    exitUrl: null,
    guestBalance: 0,
  });

  // A real slot outcome, so the round row weighs what a studio round's does.
  const played = playRound(studioGameFor({ slug: 'cherry-blaze', isTable: false }), { bet: 20 });
  if (!played.ok) throw new Error(`ceiling: the engine refused the stake (${played.error})`);

  let rounds = 0;
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    const roundId = randomUUID();
    const settled = await settlePlayerRound(db, session, {
      sessionId: session.id,
      roundId,
      gameId: session.gameId,
      userId: player.id,
      mode: 'real',
      currency: 'RUB',
      bet: 20,
      win: played.win,
      outcome: played.outcome,
      createdAt: new Date(),
    }, true);
    // A round that settled nothing (a stopped session, a taken id) would flatter the ceiling.
    if (typeof settled === 'string') throw new Error(`ceiling: a round was not settled (${settled})`);
    latencies.push(performance.now() - t0);
    rounds += 1;
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  console.log(JSON.stringify({ driver: handle.driver, tps: rounds / seconds, p50: at(0.5), p99: at(0.99) }));
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
