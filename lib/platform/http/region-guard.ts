import 'server-only';
import { regionBlock } from '@/lib/domain/routing/route-rules';
import { countryFrom, countryHeaderName } from '@/lib/platform/proxy/request-facts';
import { getServerConfig } from '@/lib/platform/content/server-config';
import type { HeaderReader } from '@/lib/platform/auth/request-auth';
import type { Executor } from '@/lib/platform/db/executor';
import { ApiError } from './errors';

/**
 * The 451 rule of spec §2 held again in the data layer: the proxy shows the 451 page on play,
 * login, registration, remind and new-password, but a script can call the API directly. A call
 * that starts one of those from a blocked or restricted country answers 451 region_restricted.
 */
export async function assertRegionAllowed(db: Executor, headers: HeaderReader): Promise<void> {
  const country = countryFrom(headers.get(countryHeaderName()));
  if (!country) return;
  // Every call guarded here starts something of the restricted area (a game run, a login …).
  if (regionBlock(country, await getServerConfig(db), true)) throw new ApiError(451, [{ code: 'region_restricted' }]);
}
