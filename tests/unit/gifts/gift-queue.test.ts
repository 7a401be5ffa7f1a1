import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { GIFT_QUEUE_THROTTLE_MS } from '@/lib/domain/constants';
import { createGiftQueue, giftEventOf, type GiftToast } from '@/lib/client/gifts/gift-queue';
import { gift } from './gift-test-data';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(list: GiftDto[] = [gift(1, { title: 'Ten spins', type: 'giftspin' }), gift(2, { title: 'Cash', type: 'cash' })]) {
  const reload = jest.fn(async () => list);
  const told: GiftToast[] = [];
  const queue = createGiftQueue({ throttleMs: GIFT_QUEUE_THROTTLE_MS, reload, notify: (toast) => told.push(toast) });
  return { queue, reload, told };
}

const ev = (id: number, type: GiftDto['type'], state: GiftDto['state']) => giftEventOf({ id, type, state })!;

it('waits the spec 200 ms, then reloads once for a whole burst and tells each toast with its fresh title', async () => {
  expect(GIFT_QUEUE_THROTTLE_MS).toBe(200);
  const { queue, reload, told } = setup();
  queue.push(ev(1, 'giftspin', 'received'));
  jest.advanceTimersByTime(150);
  queue.push(ev(2, 'cash', 'received'));
  queue.push(ev(2, 'cash', 'used'));
  jest.advanceTimersByTime(49);
  expect(reload).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await queue.idle();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(told).toEqual([
    { kind: 'received', gift: { id: 1, type: 'giftspin', state: 'received' }, title: 'Ten spins' },
    { kind: 'received', gift: { id: 2, type: 'cash', state: 'received' }, title: 'Cash' },
    { kind: 'used', gift: { id: 2, type: 'cash', state: 'used' }, title: 'Cash' },
  ]);
});

it('one-click gifts are told on used, long-term ones on activated, nothing else; the same change twice is told once', async () => {
  const { queue, told } = setup();
  queue.push(ev(2, 'cash', 'activated'));
  queue.push(ev(1, 'giftspin', 'used'));
  queue.push(ev(1, 'giftspin', 'activated'));
  queue.push(ev(1, 'giftspin', 'activated'));
  queue.push(ev(2, 'cash', 'expired'));
  jest.advanceTimersByTime(GIFT_QUEUE_THROTTLE_MS);
  await queue.idle();
  expect(told.map((t) => ('gift' in t ? `${t.kind}:${t.gift.id}` : t.kind))).toEqual(['activated:1']);
});

it('a new window starts after the last one closed; reloads never overlap', async () => {
  let release!: () => void;
  const reload = jest.fn(() => new Promise<GiftDto[]>((resolve) => (release = () => resolve([gift(3)]))));
  const told: GiftToast[] = [];
  const queue = createGiftQueue({ throttleMs: 200, reload, notify: (t) => told.push(t) });
  queue.push(ev(3, 'cash', 'received'));
  await jest.advanceTimersByTimeAsync(200);
  expect(reload).toHaveBeenCalledTimes(1);
  queue.push(ev(3, 'cash', 'used'));
  await jest.advanceTimersByTimeAsync(200);
  // The second window closed while the first reload runs: it waits for it.
  expect(reload).toHaveBeenCalledTimes(1);
  release();
  await jest.advanceTimersByTimeAsync(0);
  expect(reload).toHaveBeenCalledTimes(2);
  release();
  await queue.idle();
  expect(told.map((t) => t.kind)).toEqual(['received', 'used']);
});

it('a failed reload still tells the toasts, without titles; distributed and disabled are told too', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const told: GiftToast[] = [];
  const queue = createGiftQueue({ throttleMs: 200, reload: () => Promise.reject(new Error('offline')), notify: (t) => told.push(t) });
  queue.push(ev(9, 'xp', 'used'));
  queue.push({ kind: 'distributed', count: 3 });
  queue.push({ kind: 'disabled', disabled: true });
  queue.push({ kind: 'disabled', disabled: false });
  jest.advanceTimersByTime(200);
  await queue.idle();
  expect(told).toEqual([{ kind: 'used', gift: { id: 9, type: 'xp', state: 'used' }, title: null }, { kind: 'distributed', count: 3 }, { kind: 'disabled' }]);
});

it('compoint-shop gifts are not told here; reset (logout) drops what waits', async () => {
  const { queue, reload, told } = setup([gift(4, { reason: 'compoints' })]);
  queue.push(ev(4, 'cash', 'received'));
  jest.advanceTimersByTime(200);
  await queue.idle();
  expect(told).toEqual([]);
  queue.push(ev(4, 'cash', 'used'));
  queue.reset();
  jest.advanceTimersByTime(1000);
  await queue.idle();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('ignores a malformed gift in an event', () => {
  expect(giftEventOf({ id: 'x', type: 'cash', state: 'used' })).toBeNull();
  expect(giftEventOf(null)).toBeNull();
  expect(giftEventOf({ id: 1, type: 'cash', state: 'used' })).toEqual({ kind: 'gift', gift: { id: 1, type: 'cash', state: 'used' } });
});
