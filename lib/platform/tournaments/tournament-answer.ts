import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { pickText, type Locale } from '@/lib/domain/locales';
import { TOURNAMENT_LIMITS, TOURNAMENT_MECHANICS, type TournamentDto, type TournamentMechanic, type TournamentPrivacy } from '@/lib/domain/tournaments';
import { now as clockNow } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { tournamentGames, tournamentMembers, tournaments } from '@/lib/platform/db/schema';
import { tournamentNotFound } from './errors';
import { isActive, isPast } from './participation-rules';
import { seriesLeaders, tournamentLeaders, tournamentOpponents } from './standings';

/**
 * The answer of POST …/members and PUT …/choose: the tournament as it now stands for the player.
 *
 * STAND-IN: the read side (tournament-reads.ts `tournamentOf`, written in parallel) is the one
 * home of the TournamentDto; at the merge this file goes and the two routes call `tournamentOf`.
 * Until then it builds the same shape from the same tables (the mechanic's title is its key).
 */
const MECHANIC_KEYS = Object.fromEntries(Object.entries(TOURNAMENT_MECHANICS).map(([key, value]) => [value, key])) as Record<TournamentMechanic, string>;

export async function tournamentAnswer(db: Executor, tournamentId: number, viewerId: number, locale: Locale): Promise<TournamentDto> {
  const [t] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId)).limit(1);
  if (!t) throw tournamentNotFound();
  const at = clockNow();
  const [games] = await db.select({ n: count() }).from(tournamentGames).where(eq(tournamentGames.tournamentId, t.id));
  const [member] = await db
    .select({ chosen: tournamentMembers.chosen })
    .from(tournamentMembers)
    .where(and(eq(tournamentMembers.tournamentId, t.id), eq(tournamentMembers.userId, viewerId)))
    .limit(1);
  const seriesTop = t.seriesId !== null && member && !isPast(t, at) ? await seriesLeaders(db, t.seriesId, 1, viewerId) : [];
  const prizeMoney: Record<string, number> = {};
  for (const prize of t.prizes) for (const [currency, amount] of Object.entries(prize.money)) prizeMoney[currency] = (prizeMoney[currency] ?? 0) + amount;
  const mechanic = t.mechanic as TournamentMechanic;
  return {
    id: t.id,
    slug: t.slug,
    title: pickText(t.title, locale),
    status: { title: isPast(t, at) ? 'finished' : isActive(t, at) ? 'active' : 'created' },
    startAt: t.startAt.toISOString(),
    endAt: t.endAt.toISOString(),
    imageDefault: { url: t.image },
    description: pickText(t.description, locale),
    rules: pickText(t.rules, locale),
    mechanic: { title: MECHANIC_KEYS[mechanic] ?? String(mechanic), value: mechanic },
    prizes: t.prizes.map((p) => ({ position: p.position, giftTitles: p.gifts.map((g) => pickText(g.title, locale)), money: p.money })),
    prizeDescription: pickText(t.prizeDescription, locale),
    prizeMoney,
    numberOfPrizes: t.prizes.length,
    numberOfGames: games?.n ?? 0,
    leaders: await tournamentLeaders(db, t.id, TOURNAMENT_LIMITS.table, viewerId),
    opponents: member ? await tournamentOpponents(db, t.id, viewerId) : [],
    isChosen: member?.chosen ?? false,
    isMember: member !== undefined,
    isSeriesLeaderMember: seriesTop[0]?.isItsMe ?? false,
    wantParticipate: false,
    tournamentSeriesId: t.seriesId,
    privacyType: t.privacyType as TournamentPrivacy,
    compointMembershipPrice: t.compointPrice,
    maxMemberLimit: t.maxMembers,
    membersCount: t.membersCount,
    betRestriction: { min: t.betMin, max: t.betMax },
    tournamentType: t.seriesId === null ? 'default' : 'series',
    sortPriority: t.sortPriority,
    levelRange: t.minLevel === null && t.maxLevel === null ? null : { min: t.minLevel, max: t.maxLevel },
    minDeposit: t.minDeposit,
  };
}
