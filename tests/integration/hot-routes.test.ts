import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import { serveHotRoute } from '@/lib/platform/hot-routes';
import { MAX_BODY_BYTES } from '@/lib/platform/http/body';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { OPTIONS as roundsPreflight, POST as roundsRoute } from '@/app/json-api/studio/rounds/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, withConfig } from './helpers/accounts';

/**
 * The custom server answers POST /json-api/studio/rounds itself (lib/platform/hot-routes.ts).
 * These requests go through a real HTTP server the way server.ts wires it, so the hot way in
 * must answer exactly like the Next route: guards, body rules, errors.
 */
type Answer = { data?: StudioRoundAnswer; errors?: { code: string; field?: string }[] };

let server: Server;
let base: string;
/** What reached "Next" (the fallback) instead of the hot route. */
let fellThrough: string[] = [];
/** The bytes the server had taken in from the last request's connection when it answered. */
let bytesReadWhenAnswered = 0;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await openSeededDb();
  server = createServer((req, res) => {
    res.on('finish', () => (bytesReadWhenAnswered = req.socket.bytesRead));
    if (serveHotRoute(req, res)) return;
    fellThrough.push(`${req.method} ${req.url}`);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeTestDb();
});

beforeEach(() => {
  fellThrough = [];
});

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

async function post(body: string, headers: Record<string, string> = JSON_HEADERS): Promise<{ status: number; body: Answer; cache: string | null }> {
  const res = await fetch(`${base}/json-api/studio/rounds`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as Answer, cache: res.headers.get('cache-control') };
}

async function demoRun(): Promise<string> {
  const res = await api<{ data: GameRunInfo }, { slug: string }>(gameRun, '/json-api/eapi/game-run/cherry-blaze', { body: { platform: 'desktop' }, params: { slug: 'cherry-blaze' } });
  return res.body.data.runToken;
}

describe('the hot route for game rounds', () => {
  it('plays a round and answers it uncached', async () => {
    const runToken = await demoRun();
    const res = await post(JSON.stringify({ runToken, roundId: randomUUID(), bet: 100 }));
    expect(res.status).toBe(200);
    expect(res.body.data!.outcome.kind).toBe('slot');
    expect(res.body.data!.balance.mode).toBe('demo');
    expect(res.cache).toBe('private, no-store');
  });

  it('refuses bad calls with the API’s error codes, never a 500', async () => {
    const runToken = await demoRun();
    const round = JSON.stringify({ runToken, roundId: randomUUID(), bet: 100 });
    const noHeader = await post(round, { 'content-type': 'application/json' });
    expect([noHeader.status, noHeader.body.errors?.[0]?.code]).toEqual([403, 'csrf']);
    const broken = await post('{"runToken":');
    expect([broken.status, broken.body.errors?.[0]?.code]).toEqual([400, 'invalid_json']);
    const missing = await post(JSON.stringify({ runToken, bet: 100 }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.field).toBe('roundId');
    const huge = await post(JSON.stringify({ runToken, roundId: randomUUID(), bet: 100, pad: 'x'.repeat(MAX_BODY_BYTES) }));
    expect([huge.status, huge.body.errors?.[0]?.code]).toEqual([413, 'payload_too_large']);
    const unknown = await post(JSON.stringify({ runToken: 'no-such-token', roundId: randomUUID(), bet: 100 }));
    expect([unknown.status, unknown.body.errors?.[0]?.code]).toEqual([404, 'not_found']);
  });

  it('refuses a chunked body past the limit as soon as it passes it, before the rest has come in', async () => {
    // A sender of a megabyte, 64 KB at a time: the server answers once the body is past the limit
    // (before, it read the whole megabyte and answered only then); the rest is drained unkept.
    const MEGABYTE = 1024 * 1024;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      let answered = false;
      const req = request(`${base}/json-api/studio/rounds`, { method: 'POST', headers: { ...JSON_HEADERS, 'transfer-encoding': 'chunked' } }, (res) => {
        answered = true;
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const chunk = 'x'.repeat(64 * 1024);
      req.write(`{"pad":"`);
      for (let sent = 0; sent < MEGABYTE; sent += chunk.length) req.write(chunk);
      req.end('"}');
    });
    expect([answer.status, (JSON.parse(answer.body) as Answer).errors?.[0]?.code]).toEqual([413, 'payload_too_large']);
    expect(bytesReadWhenAnswered).toBeLessThan(MEGABYTE / 2);
  });

  it('answers 503 in maintenance like every other call', async () => {
    const runToken = await demoRun();
    const restore = await withConfig((config) => ({ ...config, maintenance: true }));
    try {
      const res = await post(JSON.stringify({ runToken, roundId: randomUUID(), bet: 100 }));
      expect([res.status, res.body.errors?.[0]?.code]).toEqual([503, 'maintenance']);
    } finally {
      await restore();
    }
  });

  it('may be called from the sandboxed game frame (Origin: null), the hot way and through Next alike', async () => {
    const preflight = await fetch(`${base}/json-api/studio/rounds`, {
      method: 'OPTIONS',
      headers: { origin: 'null', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-requested-with' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('null');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, x-requested-with, accept-language');
    const round = JSON.stringify({ runToken: await demoRun(), roundId: randomUUID(), bet: 100 });
    const hot = await fetch(`${base}/json-api/studio/rounds`, { method: 'POST', headers: { ...JSON_HEADERS, origin: 'null' }, body: round });
    expect([hot.status, hot.headers.get('access-control-allow-origin')]).toEqual([200, 'null']);

    const viaNext = await api(roundsRoute, '/json-api/studio/rounds', { rawBody: round, headers: { origin: 'null', 'content-type': 'application/json' } });
    expect([viaNext.status, viaNext.headers.get('access-control-allow-origin')]).toEqual([200, 'null']);
    const nextPreflight = roundsPreflight();
    expect([nextPreflight.status, nextPreflight.headers.get('access-control-allow-origin')]).toEqual([204, 'null']);
    expect(fellThrough).toEqual([]);
  });

  it('leaves other methods and paths to Next', async () => {
    await fetch(`${base}/json-api/studio/rounds`);
    await fetch(`${base}/json-api/studio/other`, { method: 'POST', headers: JSON_HEADERS, body: '{}' });
    expect(fellThrough).toEqual(['GET /json-api/studio/rounds', 'POST /json-api/studio/other']);
  });
});
