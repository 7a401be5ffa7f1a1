import { randomUUID } from 'node:crypto';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import type { Db } from '@/lib/platform/db/client';
import type { GameRunInfo } from '@/lib/domain/game-run';
import { promoMembers, promotions } from '@/lib/platform/db/schema';
import { deposit } from '@/lib/platform/wallet/credits';
import { forgetPromoRoundRules } from '@/lib/platform/promotions/round-points';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { withSeededDb } from '../helpers/test-db';
import { api } from '../helpers/accounts';
import { registerPlayer } from '../helpers/players';

let db: Db;
withSeededDb((opened) => (db = opened));
jest.setTimeout(900_000);

it('costs', async () => {
  const p = await registerPlayer({});
  await deposit(db, { transactionId: `d:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 100_000_000 });
  const res = await api<{ data: GameRunInfo }, { slug: string }>(gameRun, '/json-api/eapi/game-run/cherry-blaze', { body: { platform: 'desktop', type: 'real' }, bearer: p.bearer, params: { slug: 'cherry-blaze' } });
  const token = res.body.data.runToken;
  const [lottery] = await db.select().from(promotions).where(eq(promotions.slug, 'grand-lottery'));
  await db.insert(promoMembers).values({ promoId: lottery!.id, userId: p.id, joined: true, createdAt: new Date() });
  const all = await db.select({ id: promotions.id }).from(promotions).where(isNull(promotions.finishedAt));
  const ids = all.map((a) => a.id);
  const setup = async (variant: string) => {
    await db.update(promotions).set({ startAt: new Date(Date.now() + 1e9) }).where(inArray(promotions.id, ids));
    if (variant !== 'none') for (const s of ['coin-exchange', 'slots-marathon', 'grand-lottery']) await db.update(promotions).set({ startAt: new Date(Date.now() - 1e6) }).where(eq(promotions.slug, s));
    for (const f of (process.env.PROMO_FNS ?? '').split(',').filter(Boolean)) if (variant.endsWith(f.split(':')[0]!)) await db.execute(sql.raw(readFileSync(f.split(':')[1]!, 'utf8')));
    forgetPromoRoundRules();
  };
  const run = async (n: number) => {
    const t = process.hrtime.bigint();
    await Promise.all(Array.from({ length: 1 }, async () => {
      for (let i = 0; i < n; i += 1) await api(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId: randomUUID(), bet: 100 } });
    }));
    return Number(process.hrtime.bigint() - t) / 1e6 / n;
  };
  await setup('all');
  await run(1000);
  const out: string[] = [];
  const variants = (process.env.PROMO_VARIANTS ?? 'none,all').split(',');
  for (const rep of [1, 2, 3]) {
    for (const v of variants) {
      await setup(v);
      await run(50);
      out.push(`${rep} ${v}: ${(await run(800)).toFixed(3)} ms/round`);
    }
  }
  console.warn(out.join('\n'));
});
