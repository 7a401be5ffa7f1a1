import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import { REALTIME_EVENTS, type RealtimeEvent } from '@/lib/domain/realtime/realtime-events';
import type { publish } from '@/lib/platform/realtime/bus';
import { dispatchRealtime, onRealtimeEvent } from '@/lib/client/realtime/realtime-events';

/**
 * The event union is checked by the type-check (`@ts-expect-error` lines fail it when the error
 * they expect is gone) and, for the dispatch by type, at run time.
 */
type Published = Parameters<typeof publish>[1];

describe('the realtime event union', () => {
  it('lets the server publish only its events, each with its own payload', () => {
    const deactivated: Published = { type: REALTIME_EVENTS.gameSessionDeactivated, runToken: 'tok' };
    // @ts-expect-error an event the union does not list
    const unknown: Published = { type: 'tournament_leaders', leaders: [] };
    // @ts-expect-error a listed event with another event's payload
    const mixed: Published = { type: REALTIME_EVENTS.balanceChanged, runToken: 'tok' };
    const all: RealtimeEvent[] = [deactivated, unknown, mixed];
    expect(all).toHaveLength(3);
  });

  it('hands a browser handler the events of its type only, typed as that event', () => {
    const balances: number[] = [];
    const off = onRealtimeEvent(REALTIME_EVENTS.balanceChanged, (event) => {
      const balance: BalanceDto = event.balance;
      // @ts-expect-error a balance event has no run token
      expect(event.runToken).toBeUndefined();
      balances.push(balance.balance);
    });
    dispatchRealtime({ type: REALTIME_EVENTS.gameSessionDeactivated, runToken: 'tok' });
    dispatchRealtime({ type: REALTIME_EVENTS.balanceChanged, balance: { balance: 7 } });
    off();
    dispatchRealtime({ type: REALTIME_EVENTS.balanceChanged, balance: { balance: 8 } });
    expect(balances).toEqual([7]);
  });
});
