import { endpointPreflight, endpointRoute } from '@croupier/platform/http';
import { studioRoundsEndpoint } from '@croupier/platform/games/studio-rounds-endpoint';

export const dynamic = 'force-dynamic';

/** Served by the custom server's hot route in production (lib/platform/hot-routes.ts); the same call here. */
export const POST = endpointRoute(studioRoundsEndpoint);
export const OPTIONS = endpointPreflight;
