import { TOURNAMENT_PRIVACY } from '@/lib/domain/tournaments/tournaments';
import { NOW, tournament } from './tournament-test-data';
import { joinStep, participating } from '@/lib/client/tournaments/tournament-join';
import { liveRows } from '@/lib/client/tournaments/tournament-live';

/**
 * The join flow's first question (spec §4 "Tournament join"): registration for a visitor, the
 * compoint check before a paid seat, the switch question when leaving the tournament the player
 * plays in; and the live rows a socket message may carry.
 */

const ctx = (over: Partial<Parameters<typeof joinStep>[1]> = {}) => ({ isPlayer: true, compoints: 0, others: [], now: NOW, ...over });

it('sends a visitor to registration', () => {
  expect(joinStep(tournament(), ctx({ isPlayer: false }))).toEqual({ kind: 'register' });
});

it('checks the compoints before a paid seat and tells how many are missing', () => {
  const paid = tournament({ compointMembershipPrice: 50, privacyType: TOURNAMENT_PRIVACY.compoints });
  expect(joinStep(paid, ctx({ compoints: 12 }))).toEqual({ kind: 'not_enough', missing: 38 });
  expect(joinStep(paid, ctx({ compoints: 50 }))).toEqual({ kind: 'join', switchFrom: null, buy: true, choose: false });
});

it('asks before leaving the active tournament the player plays in; a member coming back chooses it', () => {
  const current = tournament({ id: 2, slug: 'b', isMember: true, isChosen: true });
  const step = joinStep(tournament(), ctx({ others: [current] }));
  expect(step).toMatchObject({ kind: 'join', switchFrom: { slug: 'b' }, choose: false });
  expect(joinStep(tournament({ isMember: true }), ctx({ others: [current] }))).toMatchObject({ kind: 'join', choose: true });
  // A chosen tournament that ended is no longer the one the player plays in.
  const ended = { ...current, endAt: new Date(NOW.getTime() - 1).toISOString() };
  expect(participating([ended], NOW)).toBeNull();
  expect(joinStep(tournament(), ctx({ others: [ended] }))).toMatchObject({ kind: 'join', switchFrom: null });
});

it('offers nothing in a past tournament or the one already played, and blocks a limited one for the uninvited', () => {
  expect(joinStep(tournament({ status: { title: 'finished' } }), ctx())).toEqual({ kind: 'none' });
  expect(joinStep(tournament({ isMember: true, isChosen: true }), ctx())).toEqual({ kind: 'none' });
  expect(joinStep(tournament({ privacyType: TOURNAMENT_PRIVACY.limited, isBlockedForUser: true }), ctx())).toEqual({ kind: 'blocked' });
});

it('lets an invited player join a limited tournament: the server did not block it for them', () => {
  expect(joinStep(tournament({ privacyType: TOURNAMENT_PRIVACY.limited, isBlockedForUser: false }), ctx())).toEqual({ kind: 'join', switchFrom: null, buy: false, choose: false });
});

it('takes live rows only when every row is well formed, and marks the player’s own', () => {
  const rows = [
    { userId: 7, username: 'A', position: 1, score: 10, isItsMe: false },
    { userId: 9, username: 'B', position: 2, score: 5, isItsMe: true },
  ];
  expect(liveRows(rows, 7, 10)!.map((r) => r.isItsMe)).toEqual([true, false]);
  expect(liveRows(rows, null, 1)).toHaveLength(1);
  expect(liveRows([{ userId: 'x' }], 7, 10)).toBeNull();
  expect(liveRows('nope', 7, 10)).toBeNull();
});
