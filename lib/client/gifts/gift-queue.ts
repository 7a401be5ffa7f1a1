import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { giftToastKind, type GiftToastKind } from '@/lib/domain/gifts/gift-list';
import type { GiftEventGift } from '@/lib/domain/realtime/realtime-events';

/**
 * Spec §4, §9: "state-change events are queued, throttled at 200 ms, then gifts are reloaded and
 * toasts shown". A burst of events (a group's children, a distribution, several tabs' actions)
 * costs one reload: the first event opens a window of `throttleMs`, every event inside it joins,
 * and at its end the list is reloaded once and each event's toast is told with the gift's fresh
 * title. Reloads never overlap: a window that closes while one runs waits for it. Pure of the
 * socket and of SWR, so it is unit-tested with fake timers (tests/unit/gifts/gift-queue.test.ts).
 */

/** One thing to tell the player, after the reload. */
export type GiftToast =
  | { kind: GiftToastKind; gift: GiftEventGift; title: string | null }
  | { kind: 'distributed'; count: number }
  | { kind: 'disabled' };

export type GiftQueueEvent = { kind: 'gift'; gift: GiftEventGift } | { kind: 'distributed'; count: number } | { kind: 'disabled'; disabled: boolean };

export interface GiftQueueOptions {
  throttleMs: number;
  /** Reloads the list (the fresh server list), or throws: the toasts are still told, without titles. */
  reload: () => Promise<readonly GiftDto[]>;
  notify: (toast: GiftToast) => void;
}

export interface GiftQueue {
  push(event: GiftQueueEvent): void;
  /** Forgets what waits (logout): nothing queued is reloaded or told. */
  reset(): void;
  /** Tests: the current flush, if any. */
  idle(): Promise<void>;
}

const isGift = (value: unknown): value is GiftEventGift => {
  const gift = value as Partial<GiftEventGift> | null;
  return typeof gift === 'object' && gift !== null && Number.isSafeInteger(gift.id) && typeof gift.type === 'string' && typeof gift.state === 'string';
};

/** The socket is a way in like any other: a gift event whose gift does not hold is ignored. */
export function giftEventOf(gift: unknown): GiftQueueEvent | null {
  return isGift(gift) ? { kind: 'gift', gift } : null;
}

export function createGiftQueue(options: GiftQueueOptions): GiftQueue {
  let waiting: GiftQueueEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  let generation = 0;

  async function flush(batch: readonly GiftQueueEvent[], at: number): Promise<void> {
    let gifts: readonly GiftDto[] = [];
    try {
      gifts = await options.reload();
    } catch (error) {
      console.warn('gifts: the list did not reload after a live event', error);
    }
    if (at !== generation) return;
    const told = new Set<string>();
    for (const event of batch) {
      const toast = toastOf(event, gifts);
      if (!toast) continue;
      // One toast per gift and kind in a window: the same change may come as two events (activated and state changed).
      const key = toast.kind === 'distributed' || toast.kind === 'disabled' ? toast.kind : `${toast.kind}:${toast.gift.id}`;
      if (told.has(key)) continue;
      told.add(key);
      options.notify(toast);
    }
  }

  return {
    push(event) {
      waiting.push(event);
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        const batch = waiting;
        waiting = [];
        const at = generation;
        running = running.then(() => flush(batch, at));
      }, options.throttleMs);
    },
    reset() {
      generation += 1;
      waiting = [];
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    idle: () => running,
  };
}

function toastOf(event: GiftQueueEvent, gifts: readonly GiftDto[]): GiftToast | null {
  if (event.kind === 'distributed') return event.count > 0 ? { kind: 'distributed', count: event.count } : null;
  if (event.kind === 'disabled') return event.disabled ? { kind: 'disabled' } : null;
  const kind = giftToastKind(event.gift);
  if (!kind) return null;
  // A gift of the compoints shop is told there, not here (spec §4: the list drops reason compoints).
  const listed = gifts.find((gift) => gift.id === event.gift.id);
  if (listed?.reason === 'compoints') return null;
  return { kind, gift: event.gift, title: listed?.title ?? null };
}
