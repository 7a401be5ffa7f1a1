import { loginCall } from '@/lib/platform/front-door/login-call';

export const dynamic = 'force-dynamic';

/**
 * Login: lib/platform/front-door/login-call.ts, answered by the custom server before Next
 * (front-door.ts there); this file serves the same call to whatever reaches Next (`next dev`).
 */
export const POST = loginCall;
