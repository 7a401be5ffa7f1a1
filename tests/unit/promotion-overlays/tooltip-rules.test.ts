/**
 * @jest-environment node
 */
import { PROMO_TOOLTIP_TIMER_MINUTES } from '@/lib/domain/constants';
import { parseDismissedAt, PROMO_TOOLTIP_TIMER_MS, tooltipAllowedOn, tooltipDue } from '@/lib/client/promotion-overlays/tooltip-rules';

/** Spec platform §9 "Promo tooltip timer 1440 minutes". */
const dismissed = Date.UTC(2026, 11, 2, 10, 0, 0);
const minute = 60_000;

describe('when the promo tooltip shows', () => {
  it('the timer is the spec’s 1,440 minutes', () => {
    expect(PROMO_TOOLTIP_TIMER_MINUTES).toBe(1440);
    expect(PROMO_TOOLTIP_TIMER_MS).toBe(24 * 60 * minute);
  });

  it('to a visitor who never closed it', () => {
    expect(tooltipDue(dismissed, null)).toBe(true);
  });

  it('not again until 1,440 minutes after it was closed, then again', () => {
    expect(tooltipDue(dismissed, dismissed)).toBe(false);
    expect(tooltipDue(dismissed + 1439 * minute, dismissed)).toBe(false);
    expect(tooltipDue(dismissed + 1440 * minute - 1, dismissed)).toBe(false);
    expect(tooltipDue(dismissed + 1440 * minute, dismissed)).toBe(true);
    expect(tooltipDue(dismissed + 3 * 1440 * minute, dismissed)).toBe(true);
  });

  it('reads the stored moment; anything else counts as never closed', () => {
    expect(parseDismissedAt(String(dismissed))).toBe(dismissed);
    for (const value of [null, undefined, '', 'soon', '-5', '1.5', '1e12', '9'.repeat(16)]) expect(parseDismissedAt(value)).toBeNull();
  });
});

describe('where the promo tooltip may appear', () => {
  it('on the lobby, game lists, tournaments and the profile, in every form of the path', () => {
    for (const path of ['/', '/en', '/games/slots', '/guest/it/tournaments', '/profile', '/winback']) expect(tooltipAllowedOn(path)).toBe(true);
  });

  it('not on the promotions it points to, a game being played or the popup routes', () => {
    for (const path of ['/promo', '/en/promo/coin-exchange', '/guest/promo', '/play/cherry-blaze', '/tournaments/cup/games', '/login', '/it/cashbox/deposit', '/registration']) {
      expect(tooltipAllowedOn(path)).toBe(false);
    }
  });
});
