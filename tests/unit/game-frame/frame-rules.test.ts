import { canHostGameFrame, isDeviceErrorCode } from '@/lib/client/game-frame/device-support';
import { frameSize, runOrigin } from '@/lib/client/game-frame/frame-size';
import { isAuthScreenPath, isGamePagePath, leaveTarget } from '@/lib/client/game-frame/leave-target';
import { consumeRedirectMark, markRedirect, REDIRECT_MARK_TTL_MS } from '@/lib/client/game-frame/redirect-mark';
import { classifyRunFailure } from '@/lib/client/game-frame/game-run-request';
import { JsonApiError } from '@/lib/client/json-api';

describe('leaving the game page', () => {
  const entry = (path: string, isError = false) => ({ path, isError });

  it('goes to the route the player came from, skipping game pages, auth screens and error pages', () => {
    expect(leaveTarget([entry('/games/slots'), entry('/play/lucky')], 'ru')).toBe('/games/slots');
    expect(leaveTarget([entry('/en/promo?x=1'), entry('/en/login'), entry('/en/oops', true), entry('/en/play/b'), entry('/en/play/a')], 'en')).toBe('/en/promo?x=1');
  });

  it('falls back to the localized main page', () => {
    expect(leaveTarget([entry('/play/lucky')], 'ru')).toBe('/');
    expect(leaveTarget([], 'it')).toBe('/it');
  });

  it('knows game pages and auth screens in every locale', () => {
    expect(isGamePagePath('/it/play/lucky')).toBe(true);
    expect(isGamePagePath('/play/lucky/extra')).toBe(false);
    expect(isAuthScreenPath('/en/registration')).toBe(true);
    expect(isAuthScreenPath('/login')).toBe(true);
    expect(isAuthScreenPath('/promo')).toBe(false);
  });
});

describe('frame size and origin', () => {
  it('takes the run info size, or 1280x720', () => {
    expect(frameSize({ frameWidth: 720, frameHeight: 1280 })).toEqual({ width: 720, height: 1280 });
    expect(frameSize({ frameWidth: Number.NaN, frameHeight: 600 })).toEqual({ width: 1280, height: 720 });
    expect(frameSize(null)).toEqual({ width: 1280, height: 720 });
  });

  it('resolves a relative run_url against the page', () => {
    expect(runOrigin('/studio/x?token=1', 'https://croupier.example/play/x')).toBe('https://croupier.example');
    expect(runOrigin('https://games.example:8443/run', 'https://croupier.example/')).toBe('https://games.example:8443');
    expect(runOrigin('http://[bad', 'https://croupier.example/')).toBeNull();
  });
});

describe('device support', () => {
  const modern = { ResizeObserver: class {}, postMessage: () => {}, CSS: { supports: () => true } };

  it('needs ResizeObserver, window messaging and CSS aspect-ratio', () => {
    expect(canHostGameFrame(modern)).toBe(true);
    expect(canHostGameFrame({ ...modern, ResizeObserver: undefined })).toBe(false);
    expect(canHostGameFrame({ ...modern, CSS: { supports: () => false } })).toBe(false);
    expect(canHostGameFrame({ ...modern, CSS: undefined })).toBe(false);
  });

  it('reads the run errors', () => {
    expect(isDeviceErrorCode('device_not_supported')).toBe(true);
    expect(isDeviceErrorCode('not_found')).toBe(false);
    expect(classifyRunFailure(new JsonApiError('http', 400, [{ code: 'platform_not_supported' }]))).toBe('unsupported');
    expect(classifyRunFailure(new JsonApiError('http', 401, [{ code: 'unauthorized' }]))).toBe('login-required');
    expect(classifyRunFailure(new JsonApiError('http', 451, [{ code: 'region_restricted' }]))).toBe('error');
    expect(classifyRunFailure(new JsonApiError('network', 0))).toBe('error');
    expect(classifyRunFailure(new Error('boom'))).toBe('error');
  });
});

describe('redirect mark', () => {
  beforeEach(() => sessionStorage.clear());

  it('is found once, for the same slug, while fresh', () => {
    markRedirect('lucky', 1000);
    expect(consumeRedirectMark('other', 1001)).toBe(false);
    markRedirect('lucky', 1000);
    expect(consumeRedirectMark('lucky', 1001)).toBe(true);
    expect(consumeRedirectMark('lucky', 1002)).toBe(false);
    markRedirect('lucky', 1000);
    expect(consumeRedirectMark('lucky', 1000 + REDIRECT_MARK_TTL_MS)).toBe(false);
  });
});
