import os from 'node:os';
import path from 'node:path';

/**
 * The browser state every journey starts from (playwright.config.ts `storageState`): the seeded
 * promo popup already closed (its cookie, written by global-setup.ts once the server is up), and the
 * promo tooltip too (its localStorage entry). The
 * popup opens 3 s after a page loads on most pages and makes the page behind it inert, so journeys
 * that are not about it would be interrupted at random; promotions-overlays.spec.ts starts from an
 * empty state instead.
 */
export const POPUP_CLOSED_STATE = path.join(os.tmpdir(), `croupier-e2e-${process.env.E2E_PORT ?? 3900}-popup-closed.json`);
