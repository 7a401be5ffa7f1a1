import { restoreCall } from '@/lib/platform/front-door/restore-calls';

export const dynamic = 'force-dynamic';

/**
 * Restore step 3: lib/platform/front-door/restore-calls.ts, answered by the custom server before Next
 * (front-door.ts there); this file serves the same call to whatever reaches Next (`next dev`).
 */
export const POST = restoreCall;
