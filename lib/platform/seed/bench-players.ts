import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { promoMembers, promotions, tournamentMembers, tournaments, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { DEMO_PLAYER, ensureSeedPlayer, type SeedPlayer } from './demo-player';

/**
 * The benchmark's players (`npm run bench` starts its server with SEED_BENCH_PLAYERS=50): funded
 * like the demo player, so rounds of many players at once go through the real-money path.
 * Never created unless that variable asks for them.
 */
export const BENCH_PLAYER_PASSWORD = 'BenchPlayer2026';

export function benchPlayer(index: number): SeedPlayer {
  const n = String(index + 1).padStart(3, '0');
  return {
    ...DEMO_PLAYER,
    email: `bench-${n}@croupier.example`,
    password: BENCH_PLAYER_PASSWORD,
    nickName: `Bench${n}`,
    hash: `be${n.padStart(30, '0')}`,
    firstname: 'Bench',
    lastname: n,
  };
}

export async function ensureBenchPlayers(db: Db, count: number, tournamentSlug?: string, promoSlug?: string): Promise<void> {
  for (let i = 0; i < count; i += 1) await ensureSeedPlayer(db, benchPlayer(i), `bench-player-${i + 1}`);
  if (tournamentSlug) await seatBenchPlayers(db, count, tournamentSlug);
  if (promoSlug) await joinBenchPlayers(db, count, promoSlug);
}

/**
 * SEED_BENCH_PROMO=<slug>: the bench players pressed that promo's participate button, so their
 * rounds earn its points too (the rounds figure). The row the be_participant call writes.
 */
async function joinBenchPlayers(db: Db, count: number, slug: string): Promise<void> {
  const hashes = Array.from({ length: count }, (_, i) => benchPlayer(i).hash);
  const [promo] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, slug)).limit(1);
  if (!promo) throw new Error(`SEED_BENCH_PROMO: no promotion ${slug}`);
  const players = await db.select({ id: users.id }).from(users).where(inArray(users.hash, hashes));
  await db
    .insert(promoMembers)
    .values(players.map((p) => ({ promoId: promo.id, userId: p.id, joined: true, createdAt: new Date() })))
    .onConflictDoUpdate({ target: [promoMembers.promoId, promoMembers.userId], set: { joined: true } });
}

/**
 * SEED_BENCH_TOURNAMENT=<slug>: the bench players are members of that tournament, chosen, so
 * their rounds go through tournament scoring (the rounds figure). Rows as the join call
 * writes them for a free seat; a second start adds nobody twice.
 */
async function seatBenchPlayers(db: Db, count: number, slug: string): Promise<void> {
  const hashes = Array.from({ length: count }, (_, i) => benchPlayer(i).hash);
  await inTransaction(db, async (tx) => {
    const [tournament] = await tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.slug, slug)).limit(1);
    if (!tournament) throw new Error(`SEED_BENCH_TOURNAMENT: no tournament ${slug}`);
    const players = await tx.select({ id: users.id }).from(users).where(inArray(users.hash, hashes));
    // A bench player chosen elsewhere is moved here (one chosen tournament per player).
    await tx.update(tournamentMembers).set({ chosen: false }).where(and(inArray(tournamentMembers.userId, players.map((p) => p.id)), eq(tournamentMembers.chosen, true)));
    await tx
      .insert(tournamentMembers)
      .values(players.map((p) => ({ tournamentId: tournament.id, userId: p.id, chosen: true, joinedAt: new Date() })))
      .onConflictDoUpdate({ target: [tournamentMembers.tournamentId, tournamentMembers.userId], set: { chosen: true } });
    await tx
      .update(tournaments)
      .set({ membersCount: sql`(select count(*) from ${tournamentMembers} where ${tournamentMembers.tournamentId} = ${tournament.id})` })
      .where(eq(tournaments.id, tournament.id));
  });
}
