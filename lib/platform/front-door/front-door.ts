import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { assertDeclaredSize, parseJsonObject } from '@/lib/platform/http/body';
import { isRefusal } from '@/lib/platform/http/errors';
import type { RouteHandler } from '@/lib/platform/http/handle';
import { sendFailure } from '@/lib/platform/http/node-answer';
import { closeUnreadBody, readText } from '@/lib/platform/http/node-body';
import { admitPasswordCall, isPasswordCall } from '@/lib/platform/http/password-call-gate';
import { serveRoute } from '@/lib/platform/http/route-on-node';
import { log } from '@/lib/platform/log/logger';
import { loginCall } from './login-call';
import { refreshCall } from './refresh-call';
import { registrationCall } from './registration-call';
import { restoreCall, restoreCheckCall, restoreRequestCall } from './restore-calls';

/**
 * The calls anyone can make without an account — login, sign-up, the password restore's three
 * steps, the token refresh — answered by the custom server before Next, by the very handlers
 * their route files export (a test holds each to its file). Why: Next's pipeline costs about
 * 4 ms of the main thread per request before a route's first line, eight times what the call's
 * refusal costs here, so a stranger's malformed or hostile bodies at 20 a second held the
 * players' rounds for as long (the bench's hostile-bodies part), and every honest login paid it.
 *
 * In order: the body is read (413 past 64 KB, as it arrives) and its JSON checked (400
 * `json_too_complex` / `invalid_json`) before the call can take a place at the password calls'
 * door (password-call-gate.ts), so hostile bodies never hold one; then the handler runs: guards,
 * schema, the call. A body no caller could send in good faith is thus refused before the guards
 * could answer 503 maintenance, 403 csrf or 451 region; any other request meets them as before.
 */
export const FRONT_DOOR_CALLS: ReadonlyMap<string, RouteHandler<Record<string, string>>> = new Map([
  ['/json-api/login', loginCall],
  ['/json-api/users/register', registrationCall],
  ['/json-api/users/restore-password/request', restoreRequestCall],
  ['/json-api/users/restore-password/check', restoreCheckCall],
  ['/json-api/users/restore-password/restore', restoreCall],
  ['/json-api/token/refresh', refreshCall],
]);

/** Takes the request when it is one of these calls (and answers it); false leaves it to the rest of the chain. */
export function serveFrontDoorCall(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const handler = FRONT_DOOR_CALLS.get(query < 0 ? url : url.slice(0, query));
  if (!handler) return false;
  void answer(handler, req, res);
  return true;
}

async function answer(handler: RouteHandler<Record<string, string>>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body: string;
  try {
    assertDeclaredSize(req.headers['content-length']);
    body = await readText(req);
    parseJsonObject(body);
  } catch (error: unknown) {
    // What is left of the body (all of it when refused by its declared size) is never read.
    closeUnreadBody(req, res);
    if (!isRefusal(error)) log.error(`[api] ${req.method} ${req.url} failed`, error);
    sendFailure(res, error);
    return;
  }
  const run = () =>
    serveRoute(handler, req, res, body).catch((error: unknown) => {
      log.error(`[api] ${req.method} ${req.url} failed`, error);
      sendFailure(res, error);
    });
  if (isPasswordCall(req)) admitPasswordCall(res, run);
  else await run();
}
