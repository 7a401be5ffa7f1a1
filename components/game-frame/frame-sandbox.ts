/**
 * The game frame's `sandbox` tokens (docs/ARCHITECTURE.md "Game frame sandbox"): scripts only.
 * No `allow-same-origin`: the studio's games are pages of this very origin, and a same-origin
 * frame allowed scripts and its origin could reach into the site (its cookies, storage, the
 * parent page) and even lift its own sandbox. Without it the game runs with an opaque origin:
 * it calls its one API (game rounds, credential in the body) through CORS for Origin "null",
 * and its close message reaches the site as from origin "null" (frame-listeners.ts). No
 * forms, popups or top navigation: a studio game needs none of them.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts';
