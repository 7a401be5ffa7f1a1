import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { WinnerDto } from '@/lib/domain/winners/winners';
import type { Executor } from '@/lib/platform/db/executor';
import { games, winners } from '@/lib/platform/db/schema';
import { demoDataEnabled } from '@/lib/platform/demo-data/switch';

export type { WinnerDto };

/** Most recent wins first. The answer shape is spec §3: data plus options.currency. */
export async function listWinners(db: Executor, limit: number): Promise<WinnerDto[]> {
  const rows = await db
    .select({ w: winners, name: games.name, preview: games.preview })
    .from(winners)
    .leftJoin(games, eq(games.slug, winners.gameSlug))
    // The seed's made-up wins show only while demo data is on.
    .where(demoDataEnabled() ? undefined : eq(winners.invented, false))
    .orderBy(desc(winners.wonAt), desc(winners.id))
    .limit(limit);
  return rows.map(({ w, name, preview }) => ({
    id: w.id,
    userName: w.userName,
    amount: w.amount,
    currency: w.currency,
    wonAt: w.wonAt.toISOString(),
    game: name && preview ? { slug: w.gameSlug, name, preview } : null,
  }));
}
