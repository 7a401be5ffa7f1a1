import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER, type IdempotentCall } from '@/lib/domain/idempotency/idempotency';
import type { AuthUser } from '@/lib/platform/auth/request-auth';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { inTransaction } from '@/lib/platform/db/transaction';
import type { ApiContext } from '@/lib/platform/http';
import { jsonTextResponse } from '@/lib/platform/http/respond';
import { publishAfter } from '@/lib/platform/realtime/bus';
import { callKeyOf, requestFingerprint } from './call-key';
import { keyReused } from './errors';
import { claimKey, keepAnswer, storedAnswer } from './stored-answers';

/** Any JSON object: the body is read whole for its key and its fingerprint (the route parses its own fields). */
const anyBody = z.record(z.string(), z.unknown());

/**
 * The one way a call that moves value runs (docs/ARCHITECTURE.md "Idempotency"). `run` is the
 * call's effect and answer on the executor it is given; the route passes that executor to its
 * services and reads its answer with it.
 *
 * - No key (neither `Idempotency-Key` nor the body's `requestId`): `run` on the pool, as any call.
 * - A key: one transaction claims (player, call, key), runs `run` in it, and stores the answer's
 *   JSON text with it. A later request with the key gets that text again, byte for byte, with
 *   `Idempotency-Replayed: true` and no second effect; one sent at the same moment waits on the
 *   claim until the first commits (PostgreSQL; PGlite runs one transaction at a time), then does
 *   the same. A refusal or a failure rolls the claim back with the effect: the key stays free, so
 *   the player may fix the cause and retry with it.
 * - The same key with another request (path or body) of the call: 409 `idempotency_key_reused`.
 *
 * The services inside publish their live messages "after their commit", which is now inside this
 * transaction: `publishAfter` holds them until it has committed, and drops them if it rolls back.
 */
/** What the helper needs of a route's context, whatever schemas the route declared (it reads the body with its own). */
type IdempotentContext = Pick<ApiContext<unknown, AuthUser>, 'db' | 'user' | 'locale' | 'body'>;

export async function idempotentCall(req: NextRequest, ctx: IdempotentContext, call: IdempotentCall, run: (db: Executor) => Promise<object>): Promise<object | Response> {
  const body = await ctx.body(anyBody);
  const key = callKeyOf(req.headers.get(IDEMPOTENCY_KEY_HEADER), body);
  if (!key) return run(ctx.db);
  const scope = { userId: ctx.user.id, call, key: key.key };
  const fingerprint = requestFingerprint(req.method, req.nextUrl.pathname, body);
  const answer = await publishAfter(() =>
    inTransaction(ctx.db, async (tx) => {
      if (await claimKey(tx, scope, fingerprint, now())) {
        const text = JSON.stringify(await run(tx));
        await keepAnswer(tx, scope, 200, text);
        return { status: 200, body: text, replayed: false };
      }
      const stored = await storedAnswer(tx, scope);
      if (stored.fingerprint !== fingerprint) throw keyReused(key.field);
      return { status: stored.status, body: stored.body, replayed: true };
    }),
  );
  // A replay says nothing of its language: its texts are the first answer's.
  if (answer.replayed) return jsonTextResponse(answer.body, { status: answer.status, headers: { [IDEMPOTENCY_REPLAYED_HEADER]: 'true' } });
  return jsonTextResponse(answer.body, { status: answer.status, locale: ctx.locale });
}
