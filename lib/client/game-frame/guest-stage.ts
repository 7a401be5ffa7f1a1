import { LOCALES } from '@/lib/domain/locales';
import { createStore, useStore } from '@/lib/client/store';

/**
 * The /guest variant's game stage (components/game-frame/guest-game-frame-host.tsx). Game links
 * on guest pages point at the main site's game page (`playPath`: crawlers, new tabs and visitors
 * without scripts get a working page); a plain click on one opens the game here instead, in a
 * stage at the top of the page's content, so the guest plays the demo without leaving the
 * cacheable variant. This module is in the guest pages' first load: keep it to the click rule
 * and one small store.
 */
export interface GuestStage {
  slug: string;
  /** The link's path ("/en/play/x"): it stands for the opener when that is gone. */
  href: string;
  /** The link the guest used; focus goes back there when the stage closes. */
  opener: HTMLElement | null;
  /** Counts openings: each one moves focus into the stage. */
  seq: number;
}

/** "/play/x" or "/en/play/x" (what `playPath` builds); the guest variant has no game page of its own. */
const PLAY_PATH = new RegExp(`^/(?:(?:${LOCALES.join('|')})/)?play/([^/]+)/?$`);

/** The game slug of a same-origin link to a game page, or null. */
export function playSlugOf(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = PLAY_PATH.exec(url.pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

export interface GuestPlayLink {
  slug: string;
  href: string;
  link: HTMLAnchorElement;
}

/** The game link under an event target, whatever the click landed on inside it (picture, name). */
export function playLinkAt(target: EventTarget | null, origin: string): GuestPlayLink | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const href = link.getAttribute('href') ?? '';
  const slug = playSlugOf(href, origin);
  return slug ? { slug, href, link } : null;
}

/**
 * A click the stage takes over: a plain primary click (or Enter) on a game link. A click with a
 * modifier or the middle button keeps the browser's meaning: the main site's game page in a new
 * tab or window.
 */
export function guestPlayClick(event: MouseEvent, origin: string): GuestPlayLink | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return playLinkAt(event.target, origin);
}

const stage = createStore<GuestStage | null>(null);
let seq = 0;

/** Opens (or moves to) a game's stage. */
export function openGuestStage(input: Omit<GuestStage, 'seq'>): void {
  seq += 1;
  stage.set({ ...input, seq });
}

/** Hides the stage; a running game goes on in the dock (the stage's unmount minimizes it). */
export function hideGuestStage(): void {
  stage.set(null);
}

export function getGuestStage(): GuestStage | null {
  return stage.get();
}

export function useGuestStage(): GuestStage | null {
  return useStore(stage);
}
