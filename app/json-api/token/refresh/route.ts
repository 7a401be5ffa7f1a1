import { refreshCall } from '@/lib/platform/front-door/refresh-call';

export const dynamic = 'force-dynamic';

/**
 * The token refresh: lib/platform/front-door/refresh-call.ts, answered by the custom server before Next
 * (front-door.ts there); this file serves the same call to whatever reaches Next (`next dev`).
 */
export const POST = refreshCall;
