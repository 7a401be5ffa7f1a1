import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { assertDeclaredSize, parseBody, parseJsonObject } from '@/lib/platform/http/body';
import { assertCallAllowed } from '@/lib/platform/http/call-guards';
import { nodeHeaderReader } from '@/lib/platform/http/node-endpoint';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { getDb } from '@/lib/platform/db/client';
import { isRefusal } from '@/lib/platform/http/errors';
import type { DeclaredRoute, RouteHandler } from '@/lib/platform/http/handle';
import { sendFailure } from '@/lib/platform/http/node-answer';
import { closeUnreadBody, readText } from '@/lib/platform/http/node-body';
import { admitPasswordCall, isPasswordCall } from '@/lib/platform/http/password-call-gate';
import { serveRoute } from '@/lib/platform/http/route-on-node';
import { log } from '@/lib/platform/log/logger';
import { loginCall } from './login-call';
import { refreshCall } from './refresh-call';
import { registrationCall } from './registration-call';
import { restoreCall, restoreCheckCall, restoreRequestCall } from './restore-calls';
import { loginBody, refreshBody, registrationBody, restoreBody, restoreCheckBody, restoreRequestBody, type CallBody } from './call-bodies';

/**
 * The calls anyone can make without an account — login, sign-up, the password restore's three
 * steps, the token refresh — answered by the custom server before Next, by the very handlers
 * their route files export (a test holds each to its file). Why: Next's pipeline costs about
 * 4 ms of the main thread per request before a route's first line, eight times what the call's
 * refusal costs here, so a stranger's malformed or hostile bodies at 20 a second held the
 * players' rounds for as long (the bench's hostile-bodies part), and every honest login paid it.
 *
 * In order: the body is read (413 past 64 KB, as it arrives) and its JSON checked (400
 * `json_too_complex` / `invalid_json`); then the call's guards (503 maintenance, 403 csrf, 451
 * region) and its body schema (call-bodies.ts), all before the call can take a place at the
 * password calls' door (password-call-gate.ts) or a NextRequest is built, so a refused body never
 * holds a place and costs what the round call's refusal does (a 60 KB string at sign-up cost
 * 1.5 ms of the thread through the handler, 0.9 here); then the handler runs as its route file
 * has it (it checks again). A body no caller could send in good faith is thus refused before the
 * guards could answer; any other request meets them in the handler's order.
 */
const CALLS: ReadonlyMap<string, { route: DeclaredRoute<Record<string, string>>; body: CallBody }> = new Map([
  ['/json-api/login', { route: loginCall, body: loginBody }],
  ['/json-api/users/register', { route: registrationCall, body: registrationBody }],
  ['/json-api/users/restore-password/request', { route: restoreRequestCall, body: restoreRequestBody }],
  ['/json-api/users/restore-password/check', { route: restoreCheckCall, body: restoreCheckBody }],
  ['/json-api/users/restore-password/restore', { route: restoreCall, body: restoreBody }],
  ['/json-api/token/refresh', { route: refreshCall, body: refreshBody }],
]);

export const FRONT_DOOR_CALLS: ReadonlyMap<string, RouteHandler<Record<string, string>>> = new Map([...CALLS].map(([path, call]) => [path, call.route]));

/** Takes the request when it is one of these calls (and answers it); false leaves it to the rest of the chain. */
export function serveFrontDoorCall(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const call = CALLS.get(query < 0 ? url : url.slice(0, query));
  if (!call) return false;
  void answer(call.route, call.body, req, res);
  return true;
}

async function answer(handler: DeclaredRoute<Record<string, string>>, callBody: CallBody, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body: string;
  try {
    assertDeclaredSize(req.headers['content-length']);
    body = await readText(req);
    const value = parseJsonObject(body);
    const db = await getDb();
    await assertCallAllowed(db, { method: 'POST', headers: nodeHeaderReader(req) }, handler.declaration);
    parseBody(callBody(await getServerConfig(db)), value);
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
