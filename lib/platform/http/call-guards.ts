import 'server-only';
import { violatesCsrfRule, type HeaderReader } from '@/lib/platform/auth/request-auth';
import { getServerConfig } from '@/lib/platform/content/server-config';
import type { Executor } from '@/lib/platform/db/executor';
import { ApiError } from './errors';
import { assertRegionAllowed } from './region-guard';

/** Which of the rules every API call goes through a call opts out of (or into). */
export interface CallGuardOptions {
  /** Answers even in maintenance (serverdata: the site must learn that maintenance is on). */
  duringMaintenance?: boolean;
  /**
   * false skips the CSRF rule for a state-changing call that changes nothing worth forging and
   * cannot send headers (a `navigator.sendBeacon` log call). Never for calls that touch accounts.
   */
  csrf?: boolean;
  /**
   * The call starts something of spec §2's restricted area (a game run, a login, a registration,
   * a password restore): a blocked or restricted country answers 451 region_restricted, as the
   * proxy shows the 451 page for those screens. The data layer holds the rule too.
   */
  restrictedArea?: boolean;
}

/**
 * The rules a call meets before its handler runs, in this order: maintenance (503), the CSRF
 * rule for state-changing calls (403), the region rule of the restricted area (451). One home
 * for Next's route handlers (handle.ts) and the custom server's hot routes (node-endpoint.ts).
 */
export async function assertCallAllowed(db: Executor, call: { method: string; headers: HeaderReader }, options: CallGuardOptions): Promise<void> {
  if (!options.duringMaintenance && (await getServerConfig(db)).maintenance) throw new ApiError(503, [{ code: 'maintenance' }]);
  if (options.csrf !== false && violatesCsrfRule(call)) throw new ApiError(403, [{ code: 'csrf' }]);
  if (options.restrictedArea) await assertRegionAllowed(db, call.headers);
}
