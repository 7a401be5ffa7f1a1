import 'server-only';
import { z } from 'zod';
import { answerSchema } from '@/lib/platform/answer-schema';
import type { IssuedTokens } from './sessions';

/**
 * Where freshly issued tokens go besides the session cookie (every call that logs in sets it):
 * `body` for an API client that keeps its tokens itself (spec §7), `cookie` — the httpOnly cookie
 * alone — for a web page, so no page script (an injected one included) can read a refresh token.
 */
export type TokenDelivery = 'body' | 'cookie';

/**
 * Whether a web page made the call. Browsers add `Sec-Fetch-Site` to every request (older ones at
 * least `Origin` to every POST), and both are forbidden header names: a page script can neither
 * set nor remove them. API clients (curl, Node's fetch, apps) send neither.
 */
export function isPageCall(headers: Headers): boolean {
  return headers.has('sec-fetch-site') || headers.has('origin');
}

/** Login, registration, SMS confirm, restore: the tokens go to the body unless a page asked. */
export function loginDelivery(headers: Headers): TokenDelivery {
  return isPageCall(headers) ? 'cookie' : 'body';
}

export type TokenAnswer = { accessToken: string; refreshToken: string } | { success: true };

export const tokenAnswerSchema = answerSchema<TokenAnswer>()(
  z
    .union([
      z.strictObject({
        accessToken: z.string().describe('JWT, 15 minutes: Authorization: Bearer'),
        refreshToken: z.string().describe('for POST /json-api/token/refresh (used up by it)'),
      }),
      z.strictObject({ success: z.literal(true) }).describe('a web page called: the tokens are in the session cookie only'),
    ])
    .meta({ id: 'TokenAnswer' }),
);

/**
 * The body of every call that logs in (login, registration, SMS confirm, restore, refresh): the two
 * tokens (spec §3; the client reads expiry from the tokens' iat and exp), or `{ success: true }`
 * when they went to the cookie only. The route calls ctx.setSession(tokens) either way.
 */
export function tokenAnswer(tokens: IssuedTokens, delivery: TokenDelivery): TokenAnswer {
  if (delivery === 'cookie') return { success: true };
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}
