import { GIFT_QUEUE_THROTTLE_MS } from '@/lib/domain/constants';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { createEventMap } from '@/lib/client/event-map';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { reloadGifts } from './gift-actions';
import { createGiftQueue, giftEventOf, type GiftQueueEvent, type GiftToast } from './gift-queue';

/**
 * The live side of gifts (spec §4, §7): every gift event joins the queue (gift-queue.ts), which
 * reloads the gifts into SWR's cache once per 200 ms window and then tells its toasts. Installed
 * once with the session's listeners (session-listeners.ts). The toasts are written by a component
 * of the site shell (components/gifts/gift-toasts.tsx, with `onGiftToast`), which has the page's
 * language; lib/client never renders.
 */
let installed = false;
const toasts = createEventMap<'toast', GiftToast>('gifts');
const queue = createGiftQueue({ throttleMs: GIFT_QUEUE_THROTTLE_MS, reload: reloadGifts, notify: (toast) => toasts.emit('toast', toast) });

const enqueue = (event: GiftQueueEvent | null) => {
  if (event) queue.push(event);
};

export function installGiftListeners(): void {
  if (installed) return;
  installed = true;
  for (const type of [REALTIME_EVENTS.giftStateChanged, REALTIME_EVENTS.giftActivated, REALTIME_EVENTS.giftAutoActivated, REALTIME_EVENTS.giftStateUpdated] as const) {
    onRealtimeEvent(type, (message) => enqueue(giftEventOf(message.gift)));
  }
  onRealtimeEvent(REALTIME_EVENTS.giftsDistributed, (message) => {
    if (Number.isSafeInteger(message.count)) enqueue({ kind: 'distributed', count: message.count });
  });
  onRealtimeEvent(REALTIME_EVENTS.giftsDisabled, (message) => {
    if (typeof message.disabled === 'boolean') enqueue({ kind: 'disabled', disabled: message.disabled });
  });
}

/** Logout: what waits is another player's (SWR's cache is emptied by the session). */
export function resetGiftQueue(): void {
  queue.reset();
}

/** Calls `listener` with each toast the queue tells, after its reload. */
export function onGiftToast(listener: (toast: GiftToast) => void): () => void {
  return toasts.on('toast', listener);
}
