import { mutate } from 'swr';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { onRealtimeEvent } from './realtime-events';

/**
 * A page following public rooms over the tab's one socket (a tournament's table, a promo's pool).
 * The socket code is loaded with the first page that follows a room, not with the site. A visitor
 * has no player socket, so the page opens an anonymous one; and a visitor's socket back after a
 * drop makes the page read its SWR entry `key` again (what it shows may have moved meanwhile) — a
 * player's session already reads every view again then (session-listeners.ts). `listeners` are
 * the page's own event handlers, removed with the rooms. Returns the unsubscribe.
 */
export function followRooms(rooms: string[], key: readonly unknown[], isGuest: boolean, listeners: Array<() => void>): () => void {
  if (isGuest) listeners.push(onRealtimeEvent(REALTIME_EVENTS.reconnected, () => void mutate(key)));
  let leave: (() => void) | null = null;
  let stopped = false;
  void import('./realtime-connection').then((connection) => {
    if (isGuest) connection.openRealtime(null);
    connection.joinRooms(rooms);
    const stop = () => connection.leaveRooms(rooms);
    if (stopped) stop();
    else leave = stop;
  });
  return () => {
    stopped = true;
    leave?.();
    for (const off of listeners) off();
  };
}
