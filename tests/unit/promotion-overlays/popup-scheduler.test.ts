/**
 * @jest-environment node
 */
import { PROMO_LIMITS } from '@/lib/domain/promotions/promotions';
import { POPUP_COOKIE } from '@/lib/client/promotion-overlays/popup-rules';
import { BUSY_RETRY_MS, schedulePopup, type PopupSchedule } from '@/lib/client/promotion-overlays/popup-scheduler';

/** Spec platform §2 / §9: the promo popup appears 3000 ms after load, where and when it may. */
type Popup = { isActive: boolean; endAt: number; updatedAt: number };

function page(overrides: Partial<PopupSchedule<Popup>> = {}) {
  const state = { path: '/faq', previous: null as string | null, cookies: '', busy: false };
  const shown: Popup[] = [];
  const popup: Popup = { isActive: true, endAt: Math.floor(Date.now() / 1000) + 3600, updatedAt: 100 };
  const deps: PopupSchedule<Popup> = {
    load: () => Promise.resolve(popup),
    path: () => state.path,
    previous: () => state.previous,
    cookies: () => state.cookies,
    now: () => Date.now(),
    busy: () => state.busy,
    show: (p) => shown.push(p),
    ...overrides,
  };
  return { state, shown, deps, popup };
}

/** Lets the popup's read (a resolved promise) settle after the timers moved. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the promo popup schedule', () => {
  it('opens the popup 3000 ms after the page, not before', async () => {
    const { shown, deps } = page();
    schedulePopup(deps, PROMO_LIMITS.popupDelayMs);
    expect(PROMO_LIMITS.popupDelayMs).toBe(3000);
    jest.advanceTimersByTime(2999);
    await settle();
    expect(shown).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await settle();
    expect(shown).toHaveLength(1);
  });

  it('counts the wait from the load: a page that loaded 1 s ago waits 2 s more', async () => {
    const { shown, deps } = page();
    schedulePopup(deps, PROMO_LIMITS.popupDelayMs - 1000);
    jest.advanceTimersByTime(2000);
    await settle();
    expect(shown).toHaveLength(1);
  });

  it('shows nothing when the visitor left the page meanwhile, or the schedule was cancelled', async () => {
    const left = page();
    schedulePopup(left.deps, 3000);
    left.state.path = '/tournaments';
    jest.advanceTimersByTime(3000);
    await settle();
    expect(left.shown).toHaveLength(0);

    const cancelled = page();
    schedulePopup(cancelled.deps, 3000)();
    jest.advanceTimersByTime(3000);
    await settle();
    expect(cancelled.shown).toHaveLength(0);
  });

  it('does not even read the popup on a page it never covers', async () => {
    const load = jest.fn(() => Promise.resolve(null));
    for (const path of ['/', '/games/slots', '/play/cherry-blaze']) {
      const { state, deps } = page({ load });
      state.path = path;
      schedulePopup(deps, 3000);
    }
    jest.advanceTimersByTime(3000);
    await settle();
    expect(load).not.toHaveBeenCalled();
    const { deps } = page({ load });
    schedulePopup(deps, 3000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing on an excluded route, right after the registration, or once closed at this stamp', async () => {
    for (const change of [{ path: '/games/slots' }, { previous: '/registration' }, { cookies: `${POPUP_COOKIE}=100` }]) {
      const { state, shown, deps } = page();
      Object.assign(state, change);
      schedulePopup(deps, 3000);
      jest.advanceTimersByTime(3000);
      await settle();
      expect(shown).toHaveLength(0);
    }
  });

  it('shows it again when the stamp in the cookie is an older one', async () => {
    const { state, shown, deps } = page();
    state.cookies = `${POPUP_COOKIE}=99`;
    schedulePopup(deps, 3000);
    jest.advanceTimersByTime(3000);
    await settle();
    expect(shown).toHaveLength(1);
  });

  it('waits for another open dialog to close before it shows', async () => {
    const { state, shown, deps } = page();
    state.busy = true;
    schedulePopup(deps, 3000);
    jest.advanceTimersByTime(3000 + BUSY_RETRY_MS * 2);
    await settle();
    expect(shown).toHaveLength(0);
    state.busy = false;
    jest.advanceTimersByTime(BUSY_RETRY_MS);
    await settle();
    expect(shown).toHaveLength(1);
  });

  it('shows nothing when the popup could not be read', async () => {
    const { shown, deps } = page({ load: () => Promise.reject(new Error('offline')) });
    schedulePopup(deps, 3000);
    jest.advanceTimersByTime(3000);
    await settle();
    expect(shown).toHaveLength(0);
  });
});
