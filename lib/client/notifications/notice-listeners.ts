import { isNoticeData, type NoticeData } from '@/lib/domain/notifications/notices';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { createEventMap } from '@/lib/client/event-map';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { addCachedNotice, removeCachedNotice } from './notice-pages';

/**
 * The live side of notices (spec §4 "a notice with status new shows a toast and is added if not
 * already present"; a read in another tab removes it). Installed once with the session's
 * listeners; `onNew` is how the page shows a new notice (a toast).
 */
let installed = false;
const arrivals = createEventMap<'new', NoticeData>('notifications');

export function installNoticeListeners(): void {
  if (installed) return;
  installed = true;
  onRealtimeEvent(REALTIME_EVENTS.notificationUpdate, (message) => {
    const notice: unknown = message.notice;
    if (!isNoticeData(notice)) return;
    void addCachedNotice(notice);
    arrivals.emit('new', notice);
  });
  onRealtimeEvent(REALTIME_EVENTS.notificationRemove, (message) => {
    if (Number.isSafeInteger(message.id)) void removeCachedNotice(message.id);
  });
}

/** Calls `listener` with each new notice that arrives live. */
export function onNewNotice(listener: (notice: NoticeData) => void): () => void {
  return arrivals.on('new', listener);
}
