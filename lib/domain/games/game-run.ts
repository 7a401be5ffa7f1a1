import type { FreeSpins } from '../studio/studio-session';

/**
 * Game launch (spec play-promos §3, §4, §9; platform §7): the run info the site receives from
 * POST /json-api/eapi/game-run/{slug}, and the constants of the frame. Shared by the API that
 * builds the answer and the frame that shows it. The request body's schema is apart
 * (game-run-body.ts): this file reaches the browser, and zod (about 90 KB gzipped) must not.
 */

export const GAME_RUN_TYPES = ['real', 'demo'] as const;
export type GameRunType = (typeof GAME_RUN_TYPES)[number];

/** The answer's `data` (spec §3 "Game run info"). */
export interface GameRunInfo {
  /** Where the frame (or, for a redirect game, the whole window) goes. Same origin for studio games. */
  run_url: string;
  frameWidth: number;
  frameHeight: number;
  /** Identifies this game session; the `game_session_deactivated` event carries it. */
  runToken: string;
  /** True: the game cannot run in a frame; the site navigates to run_url (if bonus is allowed). */
  redirect: boolean;
  session_id: string;
  /** Which balance the session bets from: real money or play money. */
  type: GameRunType;
  /** Free rounds of the player's activated giftspin on this game (real money only); null when none. */
  free_spins?: FreeSpins | null;
}

export const DEFAULT_FRAME_WIDTH = 1280;
export const DEFAULT_FRAME_HEIGHT = 720;
/** The loader stays this long after a run (spec §9), unless the page-show event comes first. */
export const GAME_LOADER_DELAY_MS = 1000;

/**
 * Window messages a game posts to the site (spec §4): one of the exit values, or an object of
 * type `goto-url`, closes the game and goes to main. Only messages from the run_url's origin count.
 */
export const GAME_EXIT_VALUES = ['closeGame', 'close', 'exit', 'home', 'lobby'] as const;
export const GAME_GOTO_URL_TYPE = 'goto-url';

/** True when a window message asks the site to close the game. */
export function isGameExitMessage(data: unknown): boolean {
  if (typeof data === 'string') return (GAME_EXIT_VALUES as readonly string[]).includes(data);
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (record.type === GAME_GOTO_URL_TYPE) return true;
    for (const key of ['type', 'action', 'event']) {
      const value = record[key];
      if (typeof value === 'string' && (GAME_EXIT_VALUES as readonly string[]).includes(value)) return true;
    }
  }
  return false;
}
