import 'server-only';
import type { Db } from '@/lib/platform/db/client';
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

export async function ensureBenchPlayers(db: Db, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await ensureSeedPlayer(db, benchPlayer(i), `bench-player-${i + 1}`);
}
