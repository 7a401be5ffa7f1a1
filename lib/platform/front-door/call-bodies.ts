import 'server-only';
import type { z } from 'zod';
import { loginSchema, refreshTokenBodySchema, registrationSchema, restoreCheckSchema, restoreRequestSchema, restoreSchema } from '@/lib/domain/validation/auth-forms';
import { now } from '@/lib/platform/clock';
import type { ServerConfig } from '@/lib/domain/content/server-config';

/**
 * The body each front-door call accepts, one home for its handler (which parses with it) and for
 * the front door (which refuses a body that fails it before a NextRequest is built, front-door.ts).
 * A function of the server config: sign-up asks for a nickname unless the operator skips it, and
 * its birthday rule moves with today.
 */
export type CallBody = (config: ServerConfig) => z.ZodType;

export const loginBody = () => loginSchema;
export const registrationBody = (config: ServerConfig) => registrationSchema({ today: now(), nicknameRequired: !config.registrationConfig.skipNickname });
export const refreshBody = () => refreshTokenBodySchema;
export const restoreRequestBody = () => restoreRequestSchema;
export const restoreCheckBody = () => restoreCheckSchema;
export const restoreBody = () => restoreSchema;
