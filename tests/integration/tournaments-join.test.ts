import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { TOURNAMENT_PRIVACY } from '@/lib/domain/tournaments/tournaments';
import { playerProgress, tournamentMembers, tournaments, treasuryDeposits, users } from '@/lib/platform/db/schema';
import { invitePlayer, uninvitePlayer } from '@/lib/platform/tournaments/invitations';
import { readCompoints } from '@/lib/platform/wallet/compoints';
import { withSeededDb } from './helpers/test-db';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { choose, codeOf, giveCompoints, join, makeSeries, makeTournament, membersOf, tournamentRow } from './helpers/tournament-fixtures';
import { checkLedger, BALANCED } from './helpers/wallet';

/**
 * Joining and choosing tournaments (spec play-promos §4 "Tournament join", §6, §8)
 * through the HTTP calls: every refusal, seats never oversold, compoints never negative nor
 * charged twice, the switching rules, one chosen tournament per player.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

const bySlug = async (slug: string) => (await db.select().from(tournaments).where(eq(tournaments.slug, slug)))[0]!;
const chosenOf = async (userId: number) =>
  (await db.select().from(tournamentMembers).where(and(eq(tournamentMembers.userId, userId), eq(tournamentMembers.chosen, true)))).map((m) => m.tournamentId);

describe('POST /json-api/v2/tournaments/{slug}/members', () => {
  it('needs a login and a tournament that exists', async () => {
    expect((await join(undefined, 'daily-spin-sprint')).status).toBe(401);
    const p = await registerPlayer();
    const res = await join(p.bearer, 'no-such-tournament');
    expect(res.status).toBe(404);
    expect(codeOf(res)).toBe('not_found');
  });

  it('joins a free tournament: member and chosen, one more member; joining again changes nothing', async () => {
    const p = await registerPlayer();
    const before = await bySlug('daily-spin-sprint');
    const res = await join(p.bearer, 'daily-spin-sprint');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: 'daily-spin-sprint', isMember: true, isChosen: true, membersCount: before.membersCount + 1 });
    const again = await join(p.bearer, 'daily-spin-sprint');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ isMember: true, isChosen: true, membersCount: before.membersCount + 1 });
    expect((await bySlug('daily-spin-sprint')).membersCount).toBe(before.membersCount + 1);
  });

  it('refuses a finished tournament', async () => {
    const p = await registerPlayer();
    const res = await join(p.bearer, 'autumn-classic');
    expect(res.status).toBe(409);
    expect(codeOf(res)).toBe('tournament_finished');
    // Its end passed but no sweep marked it yet: still past.
    const ended = await makeTournament(db, { endAt: new Date(Date.now() - 1000) });
    expect(codeOf(await join(p.bearer, ended.slug))).toBe('tournament_finished');
    expect((await tournamentRow(db, ended.id)).membersCount).toBe(0);
  });

  it('admits to a limited tournament only the invited', async () => {
    const p = await registerPlayer();
    const t = await bySlug('high-roller-invitational');
    expect(t.privacyType).toBe(TOURNAMENT_PRIVACY.limited);
    const refused = await join(p.bearer, t.slug);
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('tournament_blocked_for_user');
    // The operator's invitation (npm run tournaments -- invite).
    expect(await invitePlayer(db, t.slug, p.id)).toBe('invited');
    expect(await invitePlayer(db, t.slug, p.id)).toBe('already');
    expect((await join(p.bearer, t.slug)).status).toBe(200);
    const q = await registerPlayer();
    await invitePlayer(db, t.slug, q.id);
    expect(await uninvitePlayer(db, t.slug, q.id)).toBe(true);
    expect(codeOf(await join(q.bearer, t.slug))).toBe('tournament_blocked_for_user');
  });

  it('holds to the level range', async () => {
    const p = await registerPlayer();
    const refused = await join(p.bearer, 'x-marathon');
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('tournament_level_restricted');
    await db.insert(playerProgress).values({ userId: p.id, level: 11 }).onConflictDoUpdate({ target: playerProgress.userId, set: { level: 11 } });
    expect(codeOf(await join(p.bearer, 'x-marathon'))).toBe('tournament_level_restricted');
    await db.update(playerProgress).set({ level: 3 }).where(eq(playerProgress.userId, p.id));
    expect((await join(p.bearer, 'x-marathon')).status).toBe(200);
  });

  it('admits only the players of the tournament’s partners (their referral code) and says only that', async () => {
    const t = await makeTournament(db, { partnerCodes: ['PARTNER_7', 'PARTNER_9'] });
    const stranger = await registerPlayer();
    const refused = await join(stranger.bearer, t.slug);
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('tournament_partner_restricted');
    const other = await registerPlayer();
    await db.update(users).set({ refcode: 'PARTNER_1' }).where(eq(users.id, other.id));
    expect(codeOf(await join(other.bearer, t.slug))).toBe('tournament_partner_restricted');
    const partners = await registerPlayer();
    await db.update(users).set({ refcode: 'PARTNER_9' }).where(eq(users.id, partners.id));
    const joined = await join(partners.bearer, t.slug);
    expect(joined.status).toBe(200);
    // The card says the rule exists, never which partners it names.
    expect(joined.body.data).toMatchObject({ partnerOnly: true, isMember: true });
    expect(JSON.stringify(joined.body)).not.toContain('PARTNER_');
  });

  it('asks for the minimum of paid deposits in the player’s currency', async () => {
    const p = await registerPlayer();
    const refused = await join(p.bearer, 'vip-deposit-cup');
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('tournament_deposit_required');
    const deposit = (amount: number, status: 'paid' | 'pending', token: string) =>
      db.insert(treasuryDeposits).values({ userId: p.id, provider: 'marbella', method: 'card', amount, currency: 'RUB', status, token, createdAt: new Date() });
    await deposit(60_000, 'paid', `t-${p.id}-a`);
    await deposit(90_000, 'pending', `t-${p.id}-b`);
    expect(codeOf(await join(p.bearer, 'vip-deposit-cup'))).toBe('tournament_deposit_required');
    await deposit(40_000, 'paid', `t-${p.id}-c`);
    expect((await join(p.bearer, 'vip-deposit-cup')).status).toBe(200);
  });

  it('refuses a full tournament', async () => {
    const p = await registerPlayer();
    const res = await join(p.bearer, 'tiny-table');
    expect(res.status).toBe(409);
    expect(codeOf(res)).toBe('max_member_limit_reached');
    expect((await bySlug('tiny-table')).membersCount).toBe(3);
  });

  it('sells a paid seat for compoints once, in the join, and tells how many are missing', async () => {
    const p = await registerPlayer();
    await giveCompoints(db, p.id, 20);
    const short = await join(p.bearer, 'compoint-clash');
    expect(short.status).toBe(409);
    expect(codeOf(short)).toBe('insufficient_compoint_balance');
    expect(short.body.missing).toBe(30);
    expect(await readCompoints(db, p.id)).toBe(20);
    const before = await bySlug('compoint-clash');
    await giveCompoints(db, p.id, 35);
    const res = await join(p.bearer, 'compoint-clash');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isMember: true, isChosen: true, compointMembershipPrice: 50, membersCount: before.membersCount + 1 });
    expect(await readCompoints(db, p.id)).toBe(5);
    expect((await join(p.bearer, 'compoint-clash')).status).toBe(200);
    expect(await readCompoints(db, p.id)).toBe(5);
    const [member] = await db.select().from(tournamentMembers).where(and(eq(tournamentMembers.tournamentId, before.id), eq(tournamentMembers.userId, p.id)));
    expect(member!.paidCompoints).toBe(50);
    expect(await checkLedger(db)).toEqual(BALANCED);
  });
});

describe('switching (spec §4)', () => {
  it('a free active tournament lets the player switch: the new one is chosen, the old one kept as membership', async () => {
    const p = await registerPlayer();
    const a = await makeTournament(db);
    const b = await makeTournament(db);
    expect((await join(p.bearer, a.slug)).status).toBe(200);
    const res = await join(p.bearer, b.slug);
    expect(res.status).toBe(200);
    expect(res.body.data.isChosen).toBe(true);
    expect(await chosenOf(p.id)).toEqual([b.id]);
    expect((await membersOf(db, a.id)).map((m) => m.userId)).toEqual([p.id]);
  });

  it('a paid seat in the active chosen tournament forbids switching; once it is over the player may', async () => {
    const p = await registerPlayer();
    await giveCompoints(db, p.id, 10);
    const paid = await makeTournament(db, { privacyType: TOURNAMENT_PRIVACY.compoints, compointPrice: 10 });
    const other = await makeTournament(db);
    expect((await join(p.bearer, paid.slug)).status).toBe(200);
    const refused = await join(p.bearer, other.slug);
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toBe('tournament_paid_member');
    expect((await tournamentRow(db, other.id)).membersCount).toBe(0);
    await db.update(tournaments).set({ endAt: new Date(Date.now() - 1000) }).where(eq(tournaments.id, paid.id));
    expect((await join(p.bearer, other.slug)).status).toBe(200);
    expect(await chosenOf(p.id)).toEqual([other.id]);
  });

  it('an active series tournament forbids switching', async () => {
    const p = await registerPlayer();
    const series = await makeSeries(db);
    const leg = await makeTournament(db, { seriesId: series.id });
    const other = await makeTournament(db);
    expect((await join(p.bearer, leg.slug)).status).toBe(200);
    const refused = await join(p.bearer, other.slug);
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toBe('tournament_series_member');
  });

  it('a future chosen tournament holds nobody', async () => {
    const p = await registerPlayer();
    const series = await makeSeries(db);
    const future = await makeTournament(db, { seriesId: series.id, startAt: new Date(Date.now() + 3_600_000) });
    const now = await makeTournament(db);
    expect((await join(p.bearer, future.slug)).status).toBe(200);
    expect((await join(p.bearer, now.slug)).status).toBe(200);
    expect(await chosenOf(p.id)).toEqual([now.id]);
  });
});

describe('PUT /json-api/v2/tournaments/{slug}/choose', () => {
  it('chooses a tournament the player is a member of, unchoosing the others', async () => {
    const p = await registerPlayer();
    const a = await makeTournament(db);
    const b = await makeTournament(db);
    expect((await choose(undefined, a.slug)).status).toBe(401);
    const notMember = await choose(p.bearer, a.slug);
    expect(notMember.status).toBe(403);
    expect(codeOf(notMember)).toBe('tournament_not_member');
    await join(p.bearer, a.slug);
    await join(p.bearer, b.slug);
    const res = await choose(p.bearer, a.slug);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ slug: a.slug, isMember: true, isChosen: true });
    expect(await chosenOf(p.id)).toEqual([a.id]);
    expect((await choose(p.bearer, a.slug)).status).toBe(200);
    expect(await chosenOf(p.id)).toEqual([a.id]);
    expect((await choose(p.bearer, 'no-such-tournament')).status).toBe(404);
  });

  it('refuses a finished tournament and a switch away from a series or a paid seat', async () => {
    const p = await registerPlayer();
    const series = await makeSeries(db);
    const free = await makeTournament(db);
    const leg = await makeTournament(db, { seriesId: series.id });
    await join(p.bearer, free.slug);
    await join(p.bearer, leg.slug);
    const refused = await choose(p.bearer, free.slug);
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toBe('tournament_series_member');
    await db.update(tournaments).set({ endAt: new Date(Date.now() - 1000) }).where(eq(tournaments.id, free.id));
    const finished = await choose(p.bearer, free.slug);
    expect(finished.status).toBe(409);
    expect(codeOf(finished)).toBe('tournament_finished');

    const q = await registerPlayer();
    await giveCompoints(db, q.id, 5);
    const a = await makeTournament(db);
    const paid = await makeTournament(db, { privacyType: TOURNAMENT_PRIVACY.compoints, compointPrice: 5 });
    await join(q.bearer, a.slug);
    await join(q.bearer, paid.slug);
    const paidRefused = await choose(q.bearer, a.slug);
    expect(paidRefused.status).toBe(409);
    expect(codeOf(paidRefused)).toBe('tournament_paid_member');
    expect(await chosenOf(q.id)).toEqual([paid.id]);
  });
});

describe('at once', () => {
  it('10 players racing for 3 seats: exactly 3 members', async () => {
    const t = await makeTournament(db, { maxMembers: 3 });
    const players: TestPlayer[] = [];
    for (let i = 0; i < 10; i += 1) players.push(await registerPlayer());
    const answers = await Promise.all(players.map((p) => join(p.bearer, t.slug)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409).map(codeOf)).toEqual(Array(7).fill('max_member_limit_reached'));
    expect((await tournamentRow(db, t.id)).membersCount).toBe(3);
    expect(await membersOf(db, t.id)).toHaveLength(3);
  });

  it('one player’s paid joins at once with compoints for one seat: one seat, charged once, never negative', async () => {
    const p = await registerPlayer();
    await giveCompoints(db, p.id, 40);
    const t = await makeTournament(db, { privacyType: TOURNAMENT_PRIVACY.compoints, compointPrice: 40 });
    const same = await Promise.all(Array.from({ length: 5 }, () => join(p.bearer, t.slug)));
    expect(same.every((a) => a.status === 200)).toBe(true);
    expect(await readCompoints(db, p.id)).toBe(0);
    expect((await tournamentRow(db, t.id)).membersCount).toBe(1);

    const q = await registerPlayer();
    await giveCompoints(db, q.id, 40);
    const legs = await Promise.all([0, 1, 2].map(() => makeTournament(db, { privacyType: TOURNAMENT_PRIVACY.compoints, compointPrice: 40 })));
    const answers = await Promise.all(legs.map((leg) => join(q.bearer, leg.slug)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => ['insufficient_compoint_balance', 'tournament_paid_member'].includes(codeOf(a)!))).toBe(true);
    expect(await readCompoints(db, q.id)).toBe(0);
    const seats = await db.execute(sql`select count(*)::int as n from tournament_members where user_id = ${q.id}`);
    expect(Number((seats as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
    expect(await chosenOf(q.id)).toHaveLength(1);
    expect(await checkLedger(db)).toEqual(BALANCED);
  });

  it('one player’s joins of several free tournaments at once leave exactly one chosen', async () => {
    const p = await registerPlayer();
    const many = await Promise.all([0, 1, 2, 3].map(() => makeTournament(db)));
    const answers = await Promise.all(many.map((t) => join(p.bearer, t.slug)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await chosenOf(p.id)).toHaveLength(1);
  });
});
