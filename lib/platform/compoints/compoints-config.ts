import 'server-only';
import { COMPOINT_STAKE_PER_POINT, COMPOINT_TEXTS, compointRateOf, type CompointsConfigDto } from '@/lib/domain/compoints/compoints';
import { pickText, type Locale } from '@/lib/domain/locales';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { users } from '@/lib/platform/db/schema';
import { readCompoints } from '@/lib/platform/wallet/compoints';

/**
 * GET /json-api/compoints/config (spec §7; "shape not shown", chosen here and written down in
 * docs/API.md): the player's compoints, the earning rate of the player's currency and of every
 * currency, and the shop's texts in the caller's language.
 */
export async function compointsConfig(db: Executor, userId: number, locale: Locale): Promise<CompointsConfigDto> {
  const [player] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, userId)).limit(1);
  const currency = player?.currency ?? 'RUB';
  return {
    balance: await readCompoints(db, userId),
    currency,
    rate: { currency, stake: compointRateOf(currency) },
    rates: Object.entries(COMPOINT_STAKE_PER_POINT).map(([code, stake]) => ({ currency: code, stake })),
    earnedBy: 'slots',
    texts: { title: pickText(COMPOINT_TEXTS.title, locale), earn: pickText(COMPOINT_TEXTS.earn, locale), spend: pickText(COMPOINT_TEXTS.spend, locale) },
    aboutUrl: '/compoints-about',
  };
}
