import 'server-only';
import { eq } from 'drizzle-orm';
import { REALITY_CHECK_MINUTES, type ProtectionDto, type RealityCheckMinutes } from '@/lib/domain/protection/protection';
import type { Executor } from '@/lib/platform/db/executor';
import { playerProtection, users } from '@/lib/platform/db/schema';
import { depositLimitDtos, type DepositedSince } from './deposit-limits';
import { exclusionDto } from './exclusion';
import { activeExclusion } from '@/lib/platform/exclusion/excluded-now';
import { playerNotFound } from './errors';

/** The player's protection settings, as GET /json-api/protection answers them. */

export async function playerCurrency(db: Executor, userId: number): Promise<string> {
  const [row] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw playerNotFound();
  return row.currency;
}

const isInterval = (m: number): m is RealityCheckMinutes => (REALITY_CHECK_MINUTES as readonly number[]).includes(m);

export async function getProtection(db: Executor, userId: number, depositedSince: DepositedSince): Promise<ProtectionDto> {
  const currency = await playerCurrency(db, userId);
  const [row] = await db.select({ minutes: playerProtection.realityCheckMinutes }).from(playerProtection).where(eq(playerProtection.userId, userId)).limit(1);
  const minutes = row?.minutes ?? 0;
  return {
    currency,
    deposit_limits: await depositLimitDtos(db, userId, depositedSince),
    reality_check_minutes: isInterval(minutes) ? minutes : 0,
    exclusion: exclusionDto(await activeExclusion(db, userId)),
  };
}
