import type { GameRunInfo, GameRunType } from '@/lib/domain/games/game-run';
import { currentPlatform, jsonApi, JsonApiError } from '@/lib/client/json-api';
import { isDeviceErrorCode } from './device-support';

/**
 * POST /json-api/eapi/game-run/{slug} (spec §7): `platform` and `type` (real when logged in,
 * otherwise demo) in the body, and where the game should send the player on exit.
 */
export interface GameRunRequest {
  slug: string;
  type: GameRunType;
  /** A path of this site: the API refuses anything else (no open redirect). */
  exitUrl?: string;
}

export async function requestGameRun({ slug, type, exitUrl }: GameRunRequest): Promise<GameRunInfo> {
  const answer = await jsonApi<{ data?: Partial<GameRunInfo> }>(`/json-api/eapi/game-run/${encodeURIComponent(slug)}`, {
    method: 'POST',
    body: { platform: currentPlatform(), type, ...(exitUrl ? { exitUrl } : {}) },
  });
  const data = answer?.data;
  // Without a URL and a token there is nothing to show and nothing to stop: a failed run.
  if (!data || typeof data.run_url !== 'string' || !data.run_url || typeof data.runToken !== 'string') {
    throw new JsonApiError('http', 200, [{ code: 'invalid_game_run' }], answer);
  }
  return {
    run_url: data.run_url,
    runToken: data.runToken,
    frameWidth: Number(data.frameWidth),
    frameHeight: Number(data.frameHeight),
    redirect: data.redirect === true,
    session_id: String(data.session_id ?? ''),
    type: data.type === 'real' || data.type === 'demo' ? data.type : type,
  };
}

/**
 * What a failed run means for the player:
 * - `unsupported`: the game has no build for this device (device-support.ts);
 * - `login-required`: real play without a session (401 `unauthorized`) or a game without demo
 *   for a guest (`demo_not_available`): the page offers login and registration instead;
 * - `error`: anything else (not found, disabled, region 451, network): the error modal.
 */
export type RunFailure = 'unsupported' | 'login-required' | 'error';

export function classifyRunFailure(error: unknown): RunFailure {
  if (!(error instanceof JsonApiError)) return 'error';
  const codes = error.errors.map((e) => e.code);
  if (codes.some(isDeviceErrorCode)) return 'unsupported';
  if (error.status === 401 || codes.includes('unauthorized') || codes.includes('demo_not_available')) return 'login-required';
  return 'error';
}
