import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCOUNT_FLOW_LIMITS } from '@/lib/platform/work-pool/expensive-work';
import { WorkPool } from '@/lib/platform/work-pool/work-pool';
import { sendFailure } from './node-answer';

/**
 * The custom server's door for the password calls ("graceful overload"). A storm of sign-ups
 * that all entered Next at once cost the main thread about 5 ms each (routing, the web request,
 * the body) before any of them reached the account pool: the first second of a 100-player storm
 * held rounds for up to 1.4 s. Here (lib/platform/front-door) the surplus waits with its body
 * read and checked but no handler started, with the account pool's own bounds
 * (`ACCOUNT_FLOW_LIMITS`), or gets the 503 `busy` at once. The services keep their pool too:
 * the route files reached through Next (`next dev`, the handlers the tests call) are bounded the same.
 */
const PASSWORD_CALLS = new Set(['/json-api/users/register', '/json-api/login', '/json-api/users/restore-password/restore']);

const gate = new WorkPool(ACCOUNT_FLOW_LIMITS);

/** The front door's pool (tests narrow its bounds; `setLimits(ACCOUNT_FLOW_LIMITS)` puts them back). */
export const passwordCallGate = () => gate;

export function isPasswordCall(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return PASSWORD_CALLS.has(query < 0 ? url : url.slice(0, query));
}

/** Runs `proceed` (the call's handler) once the call holds a place; answers 503 `busy` instead. */
export function admitPasswordCall(res: ServerResponse, proceed: () => Promise<void>): void {
  gate
    .run(
      () =>
        new Promise<void>((resolve) => {
          // A caller that went away while waiting: nothing to answer, the place is free again.
          if (res.destroyed || res.writableEnded) {
            resolve();
            return;
          }
          // The place is held until the answer is sent (or the caller goes away).
          res.once('close', resolve);
          proceed().catch(() => undefined);
        }),
    )
    .catch((error: unknown) => sendFailure(res, error));
}
