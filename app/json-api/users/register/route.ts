import { registrationCall } from '@/lib/platform/front-door/registration-call';

export const dynamic = 'force-dynamic';

/**
 * Registration: lib/platform/front-door/registration-call.ts, answered by the custom server before Next
 * (front-door.ts there); this file serves the same call to whatever reaches Next (`next dev`).
 */
export const POST = registrationCall;
