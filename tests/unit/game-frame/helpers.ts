import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import { act } from '@testing-library/react';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import type { FrameGame } from '@/lib/client/game-frame/game-frame-store';
import { configureFrameNavigation } from '@/lib/client/game-frame/frame-navigation';

/** Fixtures and fakes shared by the game frame tests. */
export function makeGame(overrides: Partial<FrameGame> = {}): FrameGame {
  return { slug: 'lucky-sevens', name: 'Lucky Sevens', preview: '/generated/games/lucky-sevens.webp', allowBonusBalance: true, locale: 'ru', ...overrides };
}

export function makeRun(overrides: Partial<GameRunInfo> = {}): GameRunInfo {
  return {
    run_url: '/studio/lucky-sevens?token=tok-1',
    frameWidth: 1280,
    frameHeight: 720,
    runToken: 'tok-1',
    redirect: false,
    session_id: 's-1',
    type: 'demo',
    ...overrides,
  };
}

/** Route changes and window loads the store asks for, instead of jsdom's unimplemented navigation. */
export function fakeNavigation() {
  const navigate = jest.fn<void, [string]>();
  const assignLocation = jest.fn<void, [string]>();
  const restore = configureFrameNavigation({ navigate, assignLocation });
  return { navigate, assignLocation, restore };
}

/** Lets pending promises (the mocked fetch, the store's await) settle. */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

/** jsdom has neither ResizeObserver nor CSS.supports; the frame needs both (device-support.ts). */
export function installFrameBrowserApis() {
  class FakeResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: FakeResizeObserver, CSS: { supports: () => true } });
}

export function postFromWindow(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]';

/**
 * What Tab walks through, in order: the focusable elements in document order (no positive
 * tabindex anywhere, so document order is the Tab order), without tabindex="-1" and inert parts.
 */
export function tabOrder(root: ParentNode = document.body): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && el.closest('[inert]') === null);
}

/** Lets a task queued with setTimeout(…, 0) run (the focus return after a navigation). */
export async function nextTask() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The catalogue's answer for one game (GET /json-api/v2/games/{slug}). */
export function gameDto(overrides: Partial<GameDto> = {}): GameDto {
  return {
    id: 7,
    slug: 'lucky-sevens',
    name: 'Lucky Sevens',
    desktop_name: 'Lucky Sevens',
    preview: '/generated/games/lucky-sevens.webp',
    tall_preview: '/generated/games/lucky-sevens.webp',
    active: true,
    badges: [],
    disabled: false,
    has_demo_mode: true,
    allow_bonus_balance: true,
    producer: { slug: 'croupier', name: 'Croupier Studio' },
    ...overrides,
  };
}
