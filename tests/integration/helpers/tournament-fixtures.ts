import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { TOURNAMENT_MECHANICS, TOURNAMENT_PRIVACY } from '@/lib/domain/tournaments/tournaments';
import { tournamentMembers, tournamentSeries, tournaments } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { creditCompoints } from '@/lib/platform/wallet/compoints';
import { POST as joinRoute } from '@/app/json-api/v2/tournaments/[slug]/members/route';
import { PUT as chooseRoute } from '@/app/json-api/v2/tournaments/[slug]/choose/route';
import type { TournamentDto } from '@/lib/domain/tournaments/tournaments';
import { api } from './accounts';

/** Tournaments made by a test (their own slugs, so tests never share a table), and the join/choose calls. */
const HOUR = 3_600_000;
let seq = 0;

export type TournamentRow = typeof tournaments.$inferSelect;
export type Errors = { errors?: { code: string }[]; missing?: number };

const text = (s: string) => ({ ru: s, en: s, it: s });

export async function makeTournament(db: Db, overrides: Partial<typeof tournaments.$inferInsert> = {}): Promise<TournamentRow> {
  const at = Date.now();
  const [row] = await db
    .insert(tournaments)
    .values({
      slug: `test-tournament-${at.toString(36)}-${++seq}`,
      title: text('Test tournament'),
      description: text('A test tournament'),
      rules: text('Rules'),
      prizeDescription: text('Prizes'),
      image: '/art/test.webp',
      startAt: new Date(at - HOUR),
      endAt: new Date(at + 24 * HOUR),
      privacyType: TOURNAMENT_PRIVACY.open,
      mechanic: TOURNAMENT_MECHANICS.sumOfBets,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeSeries(db: Db, overrides: Partial<typeof tournamentSeries.$inferInsert> = {}) {
  const [row] = await db
    .insert(tournamentSeries)
    .values({
      slug: `test-series-${Date.now().toString(36)}-${++seq}`,
      title: text('Test series'),
      description: text('A test series'),
      prizeDescription: text('Prizes'),
      image: '/art/test.webp',
      mechanic: TOURNAMENT_MECHANICS.sumOfBets,
      ...overrides,
    })
    .returning();
  return row!;
}

export const tournamentRow = async (db: Db, id: number) => (await db.select().from(tournaments).where(eq(tournaments.id, id)))[0]!;
export const membersOf = (db: Db, id: number) => db.select().from(tournamentMembers).where(eq(tournamentMembers.tournamentId, id));

export const giveCompoints = (db: Db, userId: number, amount: number) =>
  inTransaction(db, (tx) => creditCompoints(tx, { userId, amount, key: `test:tournament-compoints:${userId}:${Date.now()}:${++seq}` }));

export const join = (bearer: string | undefined, slug: string, lang = 'en') =>
  api<{ data: TournamentDto } & Errors, { slug: string }>(joinRoute, `/json-api/v2/tournaments/${slug}/members`, { method: 'POST', bearer, params: { slug }, lang });

export const choose = (bearer: string | undefined, slug: string, lang = 'en') =>
  api<{ data: TournamentDto } & Errors, { slug: string }>(chooseRoute, `/json-api/v2/tournaments/${slug}/choose`, { method: 'PUT', bearer, params: { slug }, lang });

export const codeOf = (res: { body: Errors }) => res.body.errors?.[0]?.code;
