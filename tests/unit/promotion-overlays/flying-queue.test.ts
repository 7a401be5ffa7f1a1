/**
 * @jest-environment node
 */
import { PROMO_LIMITS } from '@/lib/domain/promotions/promotions';
import { createFlyingQueue, RELEASE_GRACE_MS } from '@/lib/client/promotion-overlays/flying-queue';

/** Spec play-promos §2 "Flying notification", §9: shown 3000 ms (its appearance 2.5 s of it). */
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const names = (queue: ReturnType<typeof createFlyingQueue>) => queue.store.get().map((item) => item.from);

describe('the flying high-fives', () => {
  it('shows a received high-five for 3000 ms, then lets it go', () => {
    expect(PROMO_LIMITS.flyingNotificationMs).toBe(3000);
    expect(PROMO_LIMITS.flyingAnimationMs).toBe(2500);
    const queue = createFlyingQueue(PROMO_LIMITS.flyingNotificationMs);
    queue.push({ from: 'Anna', slug: 'coin-exchange' });
    expect(queue.store.get()).toEqual([{ id: 1, from: 'Anna', slug: 'coin-exchange' }]);
    jest.advanceTimersByTime(2999);
    expect(names(queue)).toEqual(['Anna']);
    jest.advanceTimersByTime(1);
    expect(names(queue)).toEqual([]);
  });

  it('stacks a few arrivals, each with its own 3 s, and queues the rest until one leaves', () => {
    const queue = createFlyingQueue(3000, 3);
    for (const from of ['A', 'B']) queue.push({ from, slug: 'coin-exchange' });
    jest.advanceTimersByTime(1000);
    for (const from of ['C', 'D']) queue.push({ from, slug: 'coin-exchange' });
    expect(names(queue)).toEqual(['A', 'B', 'C']);
    jest.advanceTimersByTime(2000);
    // A and B left at 3 s; D came in then and has its full 3 s.
    expect(names(queue)).toEqual(['C', 'D']);
    jest.advanceTimersByTime(1000);
    expect(names(queue)).toEqual(['D']);
    jest.advanceTimersByTime(1999);
    expect(names(queue)).toEqual(['D']);
    jest.advanceTimersByTime(1);
    expect(names(queue)).toEqual([]);
  });

  it('lets a clicked one go at once, and clears everything when the page leaves', () => {
    const queue = createFlyingQueue(3000, 1);
    queue.push({ from: 'A', slug: 'coin-exchange' });
    queue.push({ from: 'B', slug: 'grand-lottery' });
    queue.dismiss(queue.store.get()[0]!.id);
    expect(names(queue)).toEqual(['B']);
    queue.clear();
    expect(names(queue)).toEqual([]);
    jest.advanceTimersByTime(5000);
    expect(names(queue)).toEqual([]);
  });

  it('keeps one under the pointer or the focus past its 3 s, and lets it go a second after it is left', () => {
    const queue = createFlyingQueue(3000);
    queue.push({ from: 'A', slug: 'coin-exchange' });
    queue.push({ from: 'B', slug: 'coin-exchange' });
    jest.advanceTimersByTime(2900);
    queue.hold(1);
    jest.advanceTimersByTime(10_000);
    expect(names(queue)).toEqual(['A']);
    queue.release(1);
    jest.advanceTimersByTime(RELEASE_GRACE_MS - 1);
    expect(names(queue)).toEqual(['A']);
    jest.advanceTimersByTime(1);
    expect(names(queue)).toEqual([]);
    // Releasing one already gone brings nothing back and starts no timer.
    queue.release(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
