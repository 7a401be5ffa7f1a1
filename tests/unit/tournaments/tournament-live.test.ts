import { mutate } from 'swr';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { dispatchRealtime } from '@/lib/client/realtime/realtime-events';
import { followTournament } from '@/lib/client/tournaments/tournament-live';

jest.mock('swr', () => ({ mutate: jest.fn(() => Promise.resolve(undefined)) }));
jest.mock('@/lib/client/realtime/realtime-connection', () => ({ openRealtime: jest.fn(), joinRooms: jest.fn(), leaveRooms: jest.fn() }));

/**
 * A tournament page open at its end: the room's `tournament_finished` makes the page
 * read itself again — status, final positions and prizes come with that read — and a message for
 * another tournament changes nothing.
 */
const mutated = mutate as unknown as jest.Mock;
const KEY = ['/json-api/v2/tournaments/t', 'en'] as const;

afterEach(() => mutated.mockClear());

it('reads the page again when its tournament finishes, and only then', () => {
  const stop = followTournament(5, KEY, 7);
  dispatchRealtime({ type: REALTIME_EVENTS.tournamentFinished, tournamentId: 6 });
  expect(mutated).not.toHaveBeenCalled();
  dispatchRealtime({ type: REALTIME_EVENTS.tournamentFinished, tournamentId: 5 });
  expect(mutated.mock.calls).toEqual([[KEY]]);
  stop();
  dispatchRealtime({ type: REALTIME_EVENTS.tournamentFinished, tournamentId: 5 });
  expect(mutated).toHaveBeenCalledTimes(1);
});

it('reads the page again when a visitor’s socket is back after a drop; a player’s session does that for every view', () => {
  const visitor = followTournament(5, KEY, null);
  dispatchRealtime({ type: REALTIME_EVENTS.reconnected });
  expect(mutated.mock.calls).toEqual([[KEY]]);
  visitor();
  mutated.mockClear();
  const player = followTournament(5, KEY, 7);
  dispatchRealtime({ type: REALTIME_EVENTS.reconnected });
  expect(mutated).not.toHaveBeenCalled();
  player();
});
