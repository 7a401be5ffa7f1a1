import { useSyncExternalStore } from 'react';

/**
 * "Device not supported" (spec §8: text only). The spec names the case but not the rule; the
 * rule chosen here has two halves, both about whether the game can run, not about screen size
 * (every game fits any screen from 320 px up, letterboxed to its aspect ratio):
 *
 * 1. The run answers a device error: the platform (desktop or mobile, sent with the run) has no
 *    build of this game. The API names it with one of DEVICE_ERROR_CODES.
 * 2. The browser cannot host the frame: the site needs ResizeObserver (the frame follows its
 *    place on the page), window messaging (games ask to close through postMessage) and CSS
 *    aspect-ratio (the frame keeps the game's proportions). Browsers older than about 2021 lack one.
 */
export const DEVICE_ERROR_CODES = ['device_not_supported', 'platform_not_supported'] as const;

export function isDeviceErrorCode(code: string | undefined): boolean {
  return code !== undefined && (DEVICE_ERROR_CODES as readonly string[]).includes(code);
}

interface FrameHostWindow {
  ResizeObserver?: unknown;
  postMessage?: unknown;
  CSS?: { supports?: (condition: string) => boolean };
}

export function canHostGameFrame(win: FrameHostWindow): boolean {
  if (typeof win.ResizeObserver !== 'function' || typeof win.postMessage !== 'function') return false;
  // Without CSS.supports (very old engines) assume no aspect-ratio either.
  return typeof win.CSS?.supports === 'function' && win.CSS.supports('aspect-ratio: 16 / 9');
}

const subscribeNever = () => () => {};
const browserCanHostFrame = () => canHostGameFrame(window);

/** canHostGameFrame for this browser; true on the server (the page's HTML is the same for all). */
export function useBrowserCanHostFrame(): boolean {
  return useSyncExternalStore(subscribeNever, browserCanHostFrame, () => true);
}
