import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { TOURNAMENT_PRIVACY, tournamentRoom, tournamentSeriesRoom, type TournamentDto, type TournamentSeriesDto } from '@/lib/domain/tournaments/tournaments';
import { games, tournamentGames, tournamentMembers, tournaments, users } from '@/lib/platform/db/schema';
import { invitePlayer, uninvitePlayer } from '@/lib/platform/tournaments/invitations';
import { flushTournamentLive, tournamentJoined } from '@/lib/platform/tournaments/live';
import { GET as listRoute } from '@/app/json-api/v2/tournaments/route';
import { GET as oneRoute } from '@/app/json-api/v2/tournaments/[slug]/route';
import { GET as gamesRoute } from '@/app/json-api/v2/tournaments/[slug]/games/route';
import { GET as seriesListRoute } from '@/app/json-api/tournament-series/route';
import { GET as seriesRoute } from '@/app/json-api/tournament-series/[slug]/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { startSiteSockets, type SiteSockets } from './helpers/site-socket';
import { codeOf, join, makeSeries, makeTournament, type TournamentRow } from './helpers/tournament-fixtures';

/**
 * Who sees an invitation-only (limited) tournament's private parts (spec play-promos §6
 * "Limited-privacy tournament: visitor blocked (tournamentBlockedForUser); player only if member";
 * lib/platform/tournaments/visibility.ts): for each viewer — a visitor, a player neither invited
 * nor a member, a member, an invited player who has not joined — and each way to read them — the
 * tournament, its card in the list, its games, its series, the live rooms of both. Only the
 * member and the invited player get the table (a rival's nickname and score), the games and the
 * live updates; the others get the card alone, 403 `tournament_blocked_for_user`, or a refused room.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

type Errors = { errors?: { code: string }[] };
type Viewer = { name: 'visitor' | 'non-member' | 'member' | 'invited'; player: TestPlayer | null; sees: boolean };

let limited: TournamentRow;
let open: TournamentRow;
let seriesSlug: string;
let seriesId: number;
let viewers: Viewer[];
let sockets: SiteSockets;
const RIVAL = `SecretRival${Date.now().toString(36)}`;

const one = (slug: string, bearer?: string) => api<{ data: TournamentDto } & Errors, { slug: string }>(oneRoute, `/json-api/v2/tournaments/${slug}`, { bearer, lang: 'en', params: { slug } });
const list = (bearer?: string) => api<{ data: TournamentDto[] } & Errors>(listRoute, '/json-api/v2/tournaments', { bearer, lang: 'en' });
const gamesOf = (slug: string, bearer?: string) =>
  api<{ data: { data: GameDto[]; meta: { totalItems: number } } } & Errors, { slug: string }>(gamesRoute, `/json-api/v2/tournaments/${slug}/games`, { bearer, lang: 'en', params: { slug } });
const series = (slug: string, bearer?: string) => api<{ data: TournamentSeriesDto } & Errors, { slug: string }>(seriesRoute, `/json-api/tournament-series/${slug}`, { bearer, lang: 'en', params: { slug } });
const seriesList = (bearer?: string) => api<{ data: TournamentSeriesDto[] } & Errors>(seriesListRoute, '/json-api/tournament-series', { bearer, lang: 'en' });

/** A rival with a nickname and a score, seated straight in the table (the member's own row comes from the join). */
async function seatRival(t: TournamentRow): Promise<void> {
  const [rival] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  await db.update(users).set({ nickName: RIVAL }).where(eq(users.id, rival!.id));
  await db.insert(tournamentMembers).values({ tournamentId: t.id, userId: rival!.id, score: 5000, joinedAt: new Date(), scoredAt: new Date() });
  await db.update(tournaments).set({ membersCount: 1 }).where(eq(tournaments.id, t.id));
}

async function withGames(t: TournamentRow): Promise<void> {
  const some = await db.select({ id: games.id }).from(games).where(eq(games.active, true)).orderBy(asc(games.id)).limit(3);
  await db.insert(tournamentGames).values(some.map((g, position) => ({ tournamentId: t.id, gameId: g.id, position })));
}

beforeAll(async () => {
  const s = await makeSeries(db);
  seriesSlug = s.slug;
  seriesId = s.id;
  limited = await makeTournament(db, { privacyType: TOURNAMENT_PRIVACY.limited, seriesId: s.id });
  open = await makeTournament(db, { privacyType: TOURNAMENT_PRIVACY.open, seriesId: s.id });
  for (const t of [limited, open]) {
    await seatRival(t);
    await withGames(t);
  }
  const [nonMember, member, invited] = (await Promise.all([registerPlayer(), registerPlayer(), registerPlayer()])) as [TestPlayer, TestPlayer, TestPlayer];
  await invitePlayer(db, limited.slug, member.id);
  await invitePlayer(db, limited.slug, invited.id);
  expect((await join(member.bearer, limited.slug)).status).toBe(200);
  viewers = [
    { name: 'visitor', player: null, sees: false },
    { name: 'non-member', player: nonMember, sees: false },
    { name: 'member', player: member, sees: true },
    { name: 'invited', player: invited, sees: true },
  ];
  sockets = await startSiteSockets(db);
});

afterAll(async () => {
  await sockets.close();
});

const each = (fn: (v: Viewer) => Promise<void>) => async () => {
  for (const v of viewers) await fn(v);
};

describe('an invitation-only tournament, viewer by viewer', () => {
  it(
    'GET /json-api/v2/tournaments/{slug}: the table to the member and the invited player; the card alone to the others',
    each(async (v) => {
      const res = await one(limited.slug, v.player?.bearer);
      expect({ viewer: v.name, status: res.status }).toEqual({ viewer: v.name, status: 200 });
      const t = res.body.data;
      expect({ viewer: v.name, blocked: t.isBlockedForUser, rival: JSON.stringify(t).includes(RIVAL) }).toEqual({ viewer: v.name, blocked: !v.sees, rival: v.sees });
      if (!v.sees) expect({ viewer: v.name, leaders: t.leaders, opponents: t.opponents }).toEqual({ viewer: v.name, leaders: [], opponents: [] });
      // The card stays readable: the page says what it is and that it is blocked.
      expect(t).toMatchObject({ slug: limited.slug, title: 'Test tournament', privacyType: TOURNAMENT_PRIVACY.limited });
    }),
  );

  it(
    'GET /json-api/v2/tournaments: the card’s top winners the same way',
    each(async (v) => {
      const card = (await list(v.player?.bearer)).body.data.find((t) => t.slug === limited.slug)!;
      expect({ viewer: v.name, blocked: card.isBlockedForUser, names: card.leaders.map((l) => l.username) }).toEqual({
        viewer: v.name,
        blocked: !v.sees,
        names: v.sees ? expect.arrayContaining([RIVAL]) : [],
      });
    }),
  );

  it(
    'GET /json-api/v2/tournaments/{slug}/games: the games to the member and the invited player, never kept by a shared cache; 403 to the others',
    each(async (v) => {
      const res = await gamesOf(limited.slug, v.player?.bearer);
      if (v.sees) {
        expect({ viewer: v.name, status: res.status, total: res.body.data.meta.totalItems }).toEqual({ viewer: v.name, status: 200, total: 3 });
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      } else {
        expect({ viewer: v.name, status: res.status, code: codeOf(res) }).toEqual({ viewer: v.name, status: 403, code: 'tournament_blocked_for_user' });
        expect(res.body).not.toHaveProperty('data');
      }
    }),
  );

  it(
    'GET /json-api/tournament-series/{slug} and the list: the standings sum the private tournament’s scores, so the same rule',
    each(async (v) => {
      for (const s of [(await series(seriesSlug, v.player?.bearer)).body.data, (await seriesList(v.player?.bearer)).body.data.find((x) => x.slug === seriesSlug)!]) {
        expect({ viewer: v.name, blocked: s.isBlockedForUser, rival: s.leaders.some((l) => l.username === RIVAL) }).toEqual({ viewer: v.name, blocked: !v.sees, rival: v.sees });
        if (!v.sees) expect(s.opponents).toEqual([]);
        // Its tournaments are cards like in the list: the open one's table for everyone, the private one's not.
        expect(s.tournaments.find((t) => t.slug === open.slug)!.leaders.map((l) => l.username)).toContain(RIVAL);
        expect(s.tournaments.find((t) => t.slug === limited.slug)!.leaders.length > 0).toBe(v.sees);
      }
    }),
  );

  it(
    'the live rooms (/ws jointoroom): joined and fed by the member and the invited player; refused to the others, who hear nothing',
    async () => {
      const rooms = [tournamentRoom(limited.id), tournamentSeriesRoom(seriesId)];
      const joined = await Promise.all(viewers.map(async (v) => ({ v, socket: await sockets.join(v.player?.cookie ?? null, rooms) })));
      for (const { v, socket } of joined) {
        expect({ viewer: v.name, joined: socket.joined, refused: socket.refused }).toEqual({ viewer: v.name, joined: v.sees ? rooms : [], refused: v.sees ? [] : rooms });
      }
      tournamentJoined({ tournamentId: limited.id, seriesId, userId: viewers[2]!.player!.id });
      await flushTournamentLive();
      const leadersOf = (inbox: ReadonlyArray<Record<string, unknown>>) => inbox.filter((m) => m.type === REALTIME_EVENTS.tournamentLeaders || m.type === REALTIME_EVENTS.tournamentSeriesLeaders);
      // The updates go out after the flush's own work: the viewers who see them are waited for
      // first; by then the others would have had theirs, and a ping's pong shows they had none.
      for (const { v, socket } of joined) if (v.sees) await socket.until((inbox) => leadersOf(inbox).length >= 2);
      for (const { v, socket } of joined) {
        await socket.drained();
        expect({ viewer: v.name, events: leadersOf(socket.inbox).length, rival: JSON.stringify(socket.inbox).includes(RIVAL) }).toEqual({ viewer: v.name, events: v.sees ? 2 : 0, rival: v.sees });
        socket.close();
      }
    },
  );
});

describe('what stays public', () => {
  it('an open tournament’s table, games (publicly cacheable) and room, for a visitor too', async () => {
    expect((await one(open.slug)).body.data).toMatchObject({ isBlockedForUser: false, leaders: [expect.objectContaining({ username: RIVAL })] });
    const games = await gamesOf(open.slug);
    expect(games.status).toBe(200);
    expect(games.headers.get('cache-control')).toContain('public');
    const socket = await sockets.join(null, [tournamentRoom(open.id), 'promo:1', 'site']);
    expect(socket.joined).toEqual([tournamentRoom(open.id), 'promo:1', 'site']);
    socket.close();
  });

  it('refuses the room of a tournament or series that does not exist, or a malformed one: a later private one must not reach it', async () => {
    const socket = await sockets.join(null, ['tournament:999999', 'tournament-series:999999', 'tournament:01', 'tournament:x']);
    expect(socket.joined).toEqual([]);
    expect(socket.refused).toEqual(['tournament:999999', 'tournament-series:999999', 'tournament:01', 'tournament:x']);
    socket.close();
  });

  it('a member whose invitation was withdrawn keeps seeing the table they play in', async () => {
    const member = viewers[2]!.player!;
    await uninvitePlayer(db, limited.slug, member.id);
    expect((await one(limited.slug, member.bearer)).body.data).toMatchObject({ isBlockedForUser: false, isMember: true });
    await invitePlayer(db, limited.slug, member.id);
  });
});
