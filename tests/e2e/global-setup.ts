import { writeFileSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { PROMO_TOOLTIP_KEY } from '../../lib/client/promotion-overlays/tooltip-rules';
import { POPUP_CLOSED_STATE } from './popup-closed-state';

/**
 * Runs after the web server is up: reads the seeded popup's stamp and end into the closed-popup
 * cookie, and marks the promo tooltip closed now (it stays hidden for the run's 1,440 minutes).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL ?? `http://localhost:${process.env.E2E_PORT ?? 3900}`;
  const answer = await fetch(`${baseURL}/json-api/serverdata`);
  const { promoPopup } = ((await answer.json()) as { data: { promoPopup: { updatedAt: number; endAt: number } } }).data;
  const cookie = { name: 'promo_popup_closed', value: String(promoPopup.updatedAt), domain: new URL(baseURL).hostname, path: '/', expires: promoPopup.endAt, httpOnly: false, secure: false, sameSite: 'Lax' as const };
  const tooltipClosed = { origin: new URL(baseURL).origin, localStorage: [{ name: PROMO_TOOLTIP_KEY, value: String(Date.now()) }] };
  writeFileSync(POPUP_CLOSED_STATE, JSON.stringify({ cookies: [cookie], origins: [tooltipClosed] }));
}
