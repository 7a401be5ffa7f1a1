import 'server-only';
import { onWithEmbeddedDb, switchSetting, type Env } from '@/lib/platform/embedded-default';

/**
 * DEMO_DATA: everything the seed makes up (the demo player, the rivals and their scores, the
 * winners list's wins, the providers' players-online numbers, the published coupons, the demo
 * promotions, tournaments, shop products, banners and gift offers). On with the embedded
 * database, off on DATABASE_URL, like the payment sandbox (embedded-default.ts): an operator's
 * site starts with its catalogue only and never shows a made-up account or number.
 */
export function demoDataEnabled(env: Env = process.env): boolean {
  return onWithEmbeddedDb(env, 'DEMO_DATA');
}

/**
 * A finer switch of one demo part (SEED_DEMO_PLAYER, SEED_DEMO_PROMOTIONS): when set it decides
 * that part alone, either way; unset, the part follows DEMO_DATA.
 */
export function demoPartEnabled(name: string, env: Env = process.env): boolean {
  return switchSetting(env, name) ?? demoDataEnabled(env);
}
