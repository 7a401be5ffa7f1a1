/**
 * @jest-environment node
 */
import { closedPopupCookie, parsePopupCookie, popupAllowedOn, popupDue, POPUP_COOKIE, readCookie } from '@/lib/client/promotion-overlays/popup-rules';

/** Spec platform §2 "Promo popup" routes, §4 its cookie and end date, §9 seconds × 1000. */
const nowS = 1_800_000_000;
const now = nowS * 1000;
const popup = { isActive: true, endAt: nowS + 3600, updatedAt: nowS - 60 };

describe('where the promo popup may appear', () => {
  it('never on the lobby, category, producer, game or tournament-game routes', () => {
    for (const path of ['/', '/games/slots', '/games/all', '/producers/neon-studio', '/play/cherry-blaze', '/tournaments/autumn-cup/games']) {
      expect(popupAllowedOn(path)).toBe(false);
    }
  });

  it('reads every form of a path: locale prefix, the guest variant', () => {
    for (const path of ['/en', '/it/games/slots', '/guest', '/guest/en/play/cherry-blaze', '/en/guest/producers/neon-studio']) {
      expect(popupAllowedOn(path)).toBe(false);
    }
    expect(popupAllowedOn('/en/faq')).toBe(true);
    expect(popupAllowedOn('/guest/tournaments')).toBe(true);
  });

  it('never over a route that is a popup itself (auth screens, cashbox)', () => {
    for (const path of ['/login', '/registration', '/en/remind', '/new-password/abc', '/cashbox']) expect(popupAllowedOn(path)).toBe(false);
  });

  it('appears on the other pages: static pages, lists, the producers list, a tournament, a promo', () => {
    for (const path of ['/faq', '/tournaments', '/tournaments/autumn-cup', '/producers', '/promo', '/promo/coin-exchange', '/profile/info', '/gamesx']) {
      expect(popupAllowedOn(path)).toBe(true);
    }
  });

  it('not right after leaving the registration page, whatever the language', () => {
    expect(popupAllowedOn('/faq', '/registration')).toBe(false);
    expect(popupAllowedOn('/en/profile', '/en/registration')).toBe(false);
    expect(popupAllowedOn('/faq', '/login')).toBe(true);
    expect(popupAllowedOn('/faq', null)).toBe(true);
  });
});

describe('whether the promo popup is due', () => {
  it('shows an active popup whose end is ahead to a visitor who never closed it', () => {
    expect(popupDue(popup, now, null)).toBe(true);
  });

  it('never when inactive or once its end (seconds × 1000) has come', () => {
    expect(popupDue({ ...popup, isActive: false }, now, null)).toBe(false);
    expect(popupDue({ ...popup, endAt: nowS }, now, null)).toBe(false);
    expect(popupDue({ ...popup, endAt: nowS + 1 }, now, null)).toBe(true);
  });

  it('stays hidden once closed at this stamp, and shows again when the operator changed it', () => {
    expect(popupDue(popup, now, popup.updatedAt)).toBe(false);
    expect(popupDue({ ...popup, updatedAt: popup.updatedAt + 1 }, now, popup.updatedAt)).toBe(true);
  });
});

describe('the closed-popup cookie', () => {
  it('holds the stamp closed and lives until the popup ends', () => {
    const cookie = closedPopupCookie(popup, false);
    expect(cookie).toContain(`${POPUP_COOKIE}=${popup.updatedAt};`);
    expect(cookie).toContain(`expires=${new Date(popup.endAt * 1000).toUTCString()}`);
    expect(cookie).toContain('path=/');
    expect(cookie).not.toContain('Secure');
    expect(closedPopupCookie(popup, true)).toContain('; Secure');
  });

  it('is read back from document.cookie; anything but a stamp counts as never closed', () => {
    const cookies = `NEXT_LOCALE=en; ${POPUP_COOKIE}=${popup.updatedAt}; other=x=y`;
    expect(parsePopupCookie(readCookie(cookies, POPUP_COOKIE))).toBe(popup.updatedAt);
    expect(readCookie(cookies, 'other')).toBe('x=y');
    expect(parsePopupCookie(readCookie('a=1', POPUP_COOKIE))).toBeNull();
    expect(parsePopupCookie('12abc')).toBeNull();
    expect(parsePopupCookie('')).toBeNull();
  });
});
