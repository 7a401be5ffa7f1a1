import { isPrivateTournament, TOURNAMENT_PRIVACY, tournamentRoom, tournamentRoomTarget, tournamentSeriesRoom } from '@/lib/domain/tournaments/tournaments';

/**
 * Which privacy types keep their table to the invited (spec play-promos §6: limited only), and
 * which rooms the /ws server asks about (docs/ARCHITECTURE.md "Who sees a tournament").
 */
it('keeps only a limited tournament private: closed and compoints ones are entered by rules or a seat, and watched by all', () => {
  expect(isPrivateTournament(TOURNAMENT_PRIVACY.limited)).toBe(true);
  for (const type of [TOURNAMENT_PRIVACY.open, TOURNAMENT_PRIVACY.closed, TOURNAMENT_PRIVACY.compoints]) expect(isPrivateTournament(type)).toBe(false);
});

it('reads the tournament or series a room follows; a malformed id names none; other rooms are not its business', () => {
  expect(tournamentRoomTarget(tournamentRoom(12))).toEqual({ kind: 'tournament', id: 12 });
  expect(tournamentRoomTarget(tournamentSeriesRoom(3))).toEqual({ kind: 'series', id: 3 });
  for (const room of ['tournament:01', 'tournament:x', 'tournament:', 'tournament:1 ', 'tournament-series:-1', 'tournament:1e3', 'tournament:9999999999999999'])
    expect(tournamentRoomTarget(room)).toMatchObject({ id: null });
  for (const room of ['promo:1', 'site', 'tournaments:1', 'xtournament:1']) expect(tournamentRoomTarget(room)).toBeNull();
});
