import type { Db } from '@/lib/platform/db/client';
import type { HighFiveDto, HighFiveStatisticDto, PageOf, PromotionParticipantDto } from '@/lib/domain/promotions/promotion-dtos';
import { promoRoom } from '@/lib/domain/realtime/realtime-events';
import { GET as participantsRoute } from '@/app/json-api/actions/[key]/participants/route';
import { GET as highFivesRoute } from '@/app/json-api/actions/[key]/high-fives/route';
import { GET as statisticRoute } from '@/app/json-api/actions/[key]/high-fives/statistic/route';
import { POST as beParticipantRoute } from '@/app/json-api/actions/be_participant/route';
import { POST as highFiveRoute } from '@/app/json-api/high-fives/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerDepositor, registerPlayer, type TestPlayer } from './helpers/players';
import { startSiteSockets, type SiteSockets } from './helpers/site-socket';
import { codeOf, makePromotion, seatMember, setNick, type PromotionRow } from './helpers/promotion-fixtures';

/**
 * Who sees a promo's members' data (spec play-promos §6 "Promo membership, high-five, participants
 * data: visitor no; logged-in player yes, when member and promo active"; lib/domain/promotions/promotions.ts
 * membersDataRefusal): for each viewer — a visitor, a player who has not joined, a member — and
 * each read — the participants table, the high-fives, their statistic, the promo's live room.
 * Only the member gets the players' names; the visitor 401 `unauthorized`, the non-member 403
 * `user_not_participate`; the room carries no member's data and stays open to all.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

type Errors = { errors?: { code: string }[] };
type Viewer = { name: 'visitor' | 'non-member' | 'member'; player: TestPlayer | null; status: number; code?: string };

const HOUR = 3_600_000;
const NAME = `HighFiver${Date.now().toString(36)}`;
let promo: PromotionRow;
let viewers: Viewer[];
let member: TestPlayer;
let rival: TestPlayer;
let sockets: SiteSockets;

const path = (id: number, tail: string) => `/json-api/actions/${id}/${tail}`;
const participants = (id: number, bearer?: string) => api<{ data: PageOf<PromotionParticipantDto> } & Errors, { key: string }>(participantsRoute, path(id, 'participants'), { bearer, params: { key: String(id) } });
const highFives = (id: number, bearer?: string) => api<{ data: PageOf<HighFiveDto> } & Errors, { key: string }>(highFivesRoute, path(id, 'high-fives'), { bearer, params: { key: String(id) } });
const statistic = (id: number, bearer?: string) => api<{ data: HighFiveStatisticDto } & Errors, { key: string }>(statisticRoute, path(id, 'high-fives/statistic'), { bearer, params: { key: String(id) } });
const READS = { participants, highFives, statistic } as const;

beforeAll(async () => {
  // A promo with the participate button: membership is the player's own press (spec §4).
  promo = await makePromotion(db, { participantButton: true });
  const [nonMember, joined, other] = (await Promise.all([registerPlayer(), registerDepositor(), registerDepositor()])) as [TestPlayer, TestPlayer, TestPlayer];
  member = joined;
  rival = other;
  await setNick(db, rival.id, NAME);
  await seatMember(db, promo, rival.id, 30);
  expect((await api(beParticipantRoute, '/json-api/actions/be_participant', { bearer: member.bearer, body: { actionId: promo.id } })).status).toBe(200);
  expect((await api(highFiveRoute, '/json-api/high-fives', { bearer: member.bearer, body: { actionId: promo.id, toUserId: rival.id } })).status).toBe(200);
  viewers = [
    { name: 'visitor', player: null, status: 401, code: 'unauthorized' },
    { name: 'non-member', player: nonMember, status: 403, code: 'user_not_participate' },
    { name: 'member', player: member, status: 200 },
  ];
  sockets = await startSiteSockets(db);
});

afterAll(async () => {
  await sockets.close();
});

describe.each(Object.entries(READS))('GET …/%s of a running promo', (_name, read) => {
  it('answers the member with the players’ data and refuses the visitor (401) and the player who has not joined (403)', async () => {
    for (const v of viewers) {
      const res = await read(promo.id, v.player?.bearer);
      const named = JSON.stringify(res.body).includes(NAME);
      expect({ viewer: v.name, status: res.status, code: codeOf(res), named }).toEqual({ viewer: v.name, status: v.status, code: v.code, named: v.status === 200 });
      if (v.status !== 200) expect(res.body).not.toHaveProperty('data');
    }
  });
});

describe('the other states of the rule', () => {
  it('a promo without the participate button: every logged-in player is a member (spec §4), a visitor still not', async () => {
    const everyone = await makePromotion(db, { participantButton: false });
    await seatMember(db, everyone, rival.id, 30);
    const player = viewers[1]!.player!;
    expect((await participants(everyone.id, player.bearer)).body.data?.items.map((r) => r.username)).toEqual([NAME]);
    expect((await statistic(everyone.id, player.bearer)).status).toBe(200);
    expect((await participants(everyone.id)).status).toBe(401);
  });

  it('a promo that is not running: 409 action_is_inactive, even to its members; 404 for an unknown promo', async () => {
    const past = await makePromotion(db, { participantButton: false, startAt: new Date(Date.now() - 48 * HOUR), endAt: new Date(Date.now() - HOUR) });
    await seatMember(db, past, rival.id, 30);
    for (const read of Object.values(READS)) {
      const res = await read(past.id, rival.bearer);
      expect({ status: res.status, code: codeOf(res) }).toEqual({ status: 409, code: 'action_is_inactive' });
      expect(codeOf(await read(999_999, rival.bearer))).toBe('not_found');
    }
  });

  it('the promo’s live room (the pool, the finish: no member’s data) is open to every viewer', async () => {
    for (const v of viewers) {
      const socket = await sockets.join(v.player?.cookie ?? null, [promoRoom(promo.id)]);
      expect({ viewer: v.name, joined: socket.joined }).toEqual({ viewer: v.name, joined: [promoRoom(promo.id)] });
      socket.close();
    }
  });
});
