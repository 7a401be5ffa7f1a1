import { z } from '../zod';
import { PLATFORMS } from '../catalog/catalog-query';
import { GAME_RUN_TYPES } from './game-run';
import { safeRedirectPath } from '../routing/route-rules';

/**
 * POST /json-api/eapi/game-run/{slug} body (spec §7): platform, type (real when logged in,
 * otherwise demo, or explicit), optional exitUrl. The exit URL must be a same-site path: a game
 * opened in the whole window returns there, so a foreign URL would make the casino an open
 * redirect. Fields of the wrong type or value answer 400 invalid_value.
 */
export const gameRunBodySchema = z.object({
  platform: z.enum(PLATFORMS, { error: 'invalid_value' }).optional(),
  type: z.enum(GAME_RUN_TYPES, { error: 'invalid_value' }).optional(),
  exitUrl: z
    .string({ error: 'invalid_value' })
    .max(2048, { error: 'invalid_value' })
    .refine((url) => safeRedirectPath(url, '') !== '', { error: 'invalid_value' })
    .optional(),
});
export type GameRunBody = z.infer<typeof gameRunBodySchema>;

/**
 * POST /json-api/eapi/game-sessions/leave body: the run token of a game the player closed (its
 * frame, or the tab). Sent by `navigator.sendBeacon` while the page goes away.
 */
export const gameLeaveBodySchema = z.object({
  runToken: z.string({ error: 'required' }).min(1, { error: 'required' }).max(100, { error: 'invalid_value' }),
});
