import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { GET as operatorVitals } from '@/app/json-api/operator/vitals/route';
import { resetClientReportLimit } from '@/lib/platform/client-reports/rate-limit';
import { vitalsSummary } from '@/lib/platform/client-reports/vitals';
import { formatVitalsReport, vitalsReport } from '@/lib/platform/client-reports/vitals-report';
import { utcDay } from '@/lib/platform/client-reports/vitals';
import type { Db } from '@/lib/platform/db/client';
import { PageCache } from '@/lib/platform/http-cache/page-cache';
import { log, setLogSink, type LogSink } from '@/lib/platform/log/logger';
import { siteRequestHandler } from '@/lib/platform/site-request';
import { closeTestDb, openSeededDb } from './helpers/test-db';

/**
 * The browser's reports (PUT /log, PUT /performance) through the custom server's own chain
 * (siteRequestHandler, as server.ts wires it) in front of a stand-in for Next; the server's log
 * read through the logger's sink; request ids on answers and log lines; the operator's vitals.
 */
let server: Server;
let port: number;
let db: Db;
let lines: Record<string, unknown>[] = [];
let previousSink: LogSink;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
  previousSink = setLogSink((line) => void lines.push(JSON.parse(line) as Record<string, unknown>));
  const cache = new PageCache(async () => null, 60_000);
  // Stands in for Next: logs one line (which must carry the request's id) and answers.
  const next = async (req: { url?: string }, res: import('node:http').ServerResponse) => {
    await Promise.resolve();
    log.info('stand-in for next', { url: req.url });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
  };
  server = createServer(siteRequestHandler(cache, next));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  setLogSink(previousSink);
  await new Promise((resolve) => server.close(resolve));
  await closeTestDb();
});

beforeEach(() => {
  lines = [];
  resetClientReportLimit();
  delete process.env.CLIENT_REPORT_RATE_LIMIT;
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { errors?: { code: string; field?: string }[]; retry_after?: number } | null;
}

function send(path: string, body: string | object, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'PUT', headers: { 'content-type': 'application/json', ...init.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw ? (JSON.parse(raw) as Answer['body']) : null });
      });
    });
    req.on('error', reject);
    req.end(text);
  });
}

const record = (over: Record<string, unknown> = {}) => ({
  label: 'GET /json-api/levels',
  level: 'ERROR',
  time: '2026-11-28T07:00:00.000Z',
  context: { page: '/ru/profile', status: 500 },
  message: 'JsonApiError: http 500',
  stack: 'JsonApiError: http 500\n    at request (json-api.ts:1:1)',
  ...over,
});

const browserLines = () => lines.filter((line) => line.source === 'browser');

describe('PUT /log', () => {
  it('writes a record into the server log at its level, with the address and the request id', async () => {
    const res = await send('/log', record());
    expect(res.status).toBe(204);
    const [line, ...more] = browserLines();
    expect(more).toHaveLength(0);
    expect(line).toMatchObject({
      level: 50,
      msg: 'browser: JsonApiError: http 500',
      label: 'GET /json-api/levels',
      clientTime: '2026-11-28T07:00:00.000Z',
      clientAddress: '127.0.0.1',
      context: { page: '/ru/profile', status: 500 },
      reqId: res.headers['x-request-id'],
    });
    expect(String(line!.stack)).toContain('at request');
  });

  it('takes the beacon’s batch: POST, a text body, no X-Requested-With', async () => {
    const res = await send('/log', { records: [record(), record({ level: 'WARN', message: 'slow', label: 'lobby' })] }, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(res.status).toBe(204);
    expect(browserLines().map((line) => [line.level, line.msg])).toEqual([
      [50, 'browser: JsonApiError: http 500'],
      [40, 'browser: slow'],
    ]);
  });

  it('refuses malformed records with 400 and logs nothing of them', async () => {
    const cases: [string | object, string, string | undefined][] = [
      ['{"label":', 'invalid_json', undefined],
      ['[1,2]', 'invalid_json', undefined],
      [record({ level: 'FATAL' }), 'invalid_value', 'level'],
      [record({ level: 'error' }), 'invalid_value', 'level'],
      [record({ message: undefined }), 'required', 'message'],
      [record({ time: 'yesterday' }), 'invalid_value', 'time'],
      [record({ context: { nested: { deep: true } } }), 'invalid_value', 'context.nested'],
      [{ records: [] }, 'required', 'records'],
      [{ records: 'x' }, 'invalid_value', 'records'],
    ];
    for (const [body, code, field] of cases) {
      const res = await send('/log', body);
      expect([res.status, res.body?.errors?.[0]?.code, res.body?.errors?.[0]?.field]).toEqual([400, code, field]);
    }
    expect(browserLines()).toHaveLength(0);
  });

  it('refuses what is too big with 413 (a record, a request) and too many records with 400', async () => {
    const bigRecord = await send('/log', record({ stack: 'x'.repeat(17 * 1024) }));
    expect([bigRecord.status, bigRecord.body?.errors?.[0]?.code]).toEqual([413, 'payload_too_large']);
    const bigInBatch = await send('/log', { records: [record(), record({ message: 'y'.repeat(17 * 1024) })] });
    expect([bigInBatch.status, bigInBatch.body?.errors?.[0]]).toEqual([413, { code: 'payload_too_large', field: 'records.1' }]);
    const bigRequest = await send('/log', { records: Array.from({ length: 8 }, () => record({ stack: 'z'.repeat(9000) })) });
    expect([bigRequest.status, bigRequest.body?.errors?.[0]?.code]).toEqual([413, 'payload_too_large']);
    const longMessage = await send('/log', record({ message: 'm'.repeat(2001) }));
    expect([longMessage.status, longMessage.body?.errors?.[0]]).toEqual([400, { code: 'maxLength', field: 'message' }]);
    const tooMany = await send('/log', { records: Array.from({ length: 21 }, () => record({ stack: undefined })) });
    expect([tooMany.status, tooMany.body?.errors?.[0]]).toEqual([400, { code: 'maxLength', field: 'records' }]);
    expect(browserLines()).toHaveLength(0);
  });

  it('limits each address: past the limit 429 with Retry-After, nothing logged', async () => {
    process.env.CLIENT_REPORT_RATE_LIMIT = '3';
    for (let i = 0; i < 3; i++) expect((await send('/log', record())).status).toBe(204);
    const refused = await send('/performance', { route: '/', metrics: [{ name: 'LCP', value: 900 }] });
    expect([refused.status, refused.body?.errors?.[0]?.code]).toEqual([429, 'request_limit_exceeded']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('/log', record())).status).toBe(429);
    expect(browserLines()).toHaveLength(3);
  });

  it('answers other methods 405 and a cross-site browser 403, as JSON of the API', async () => {
    const get = await send('/log', '', { method: 'GET' });
    expect([get.status, get.headers.allow, get.body?.errors?.[0]?.code]).toEqual([405, 'PUT, POST', 'method_not_allowed']);
    const forged = await send('/log', record(), { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } });
    expect([forged.status, forged.body?.errors?.[0]?.code]).toEqual([403, 'csrf']);
    expect(String(forged.headers['content-security-policy'])).toContain("default-src 'none'");
  });
});

describe('PUT /performance', () => {
  it('adds samples to per-route histograms that give the p75 and the good and poor shares', async () => {
    for (const [route, value] of [
      ['/ru/play/cherry-blaze', 1000],
      ['/en/play/duck-hunt', 1100],
      ['/guest/play/x', 2400],
      ['/play/y?from=lobby', 5000],
    ] as const) {
      const res = await send('/performance', { route, metrics: [{ name: 'LCP', value }] });
      expect(res.status).toBe(204);
    }
    const batch = await send('/performance', { reports: [{ route: '/', metrics: [{ name: 'CLS', value: 0.05 }, { name: 'TTFB', value: 120 }] }] }, { method: 'POST' });
    expect(batch.status).toBe(204);
    const today = utcDay(new Date());
    const summary = await vitalsSummary(db, { from: today, to: today });
    expect(summary).toEqual(
      expect.arrayContaining([
        { route: '/play/*', metric: 'LCP', samples: 4, p75: 2500, good: 0.75, poor: 0.25 },
        { route: '/', metric: 'CLS', samples: 1, p75: 0.05, good: 1, poor: 0 },
        { route: '/', metric: 'TTFB', samples: 1, p75: 150, good: 1, poor: 0 },
      ]),
    );
  });

  it('refuses malformed timings with 400', async () => {
    const cases: [object, string, string][] = [
      [{ route: '/', metrics: [{ name: 'XYZ', value: 1 }] }, 'invalid_value', 'metrics.0.name'],
      [{ route: '/', metrics: [{ name: 'LCP', value: -5 }] }, 'invalid_value', 'metrics.0.value'],
      [{ route: '/', metrics: [{ name: 'LCP', value: '12' }] }, 'invalid_value', 'metrics.0.value'],
      [{ route: 'https://evil.example/', metrics: [{ name: 'LCP', value: 1 }] }, 'invalid_value', 'route'],
      [{ route: '/', metrics: [] }, 'required', 'metrics'],
    ];
    for (const [body, code, field] of cases) {
      const res = await send('/performance', body);
      expect([res.status, res.body?.errors?.[0]?.code, res.body?.errors?.[0]?.field]).toEqual([400, code, field]);
    }
  });
});

describe('the operator’s vitals', () => {
  const TOKEN = 'operator-token-for-the-tests-0123456789';

  async function getVitals(query: string, token?: string): Promise<{ status: number; body: { data?: { vitals: unknown[] }; errors?: { code: string }[] } }> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const res = await operatorVitals(new NextRequest(`http://localhost/json-api/operator/vitals${query}`, { headers }), { params: Promise.resolve({}) });
    return { status: res.status, body: (await res.json()) as { data?: { vitals: unknown[] }; errors?: { code: string }[] } };
  }

  afterEach(() => {
    delete process.env.OPERATOR_TOKEN;
  });

  it('does not exist without OPERATOR_TOKEN, and wants the token when it is set', async () => {
    expect((await getVitals('', TOKEN)).status).toBe(404);
    process.env.OPERATOR_TOKEN = TOKEN;
    expect((await getVitals('')).status).toBe(401);
    expect((await getVitals('', 'wrong-token-wrong-token-wrong')).status).toBe(401);
    const ok = await getVitals('?days=30', TOKEN);
    expect(ok.status).toBe(200);
    expect(ok.body.data!.vitals).toEqual(expect.arrayContaining([expect.objectContaining({ route: '/play/*', metric: 'LCP', p75: 2500 })]));
    expect((await getVitals('?days=0', TOKEN)).body.errors?.[0]?.code).toBe('invalid_query');
  });

  it('npm run vitals prints the same numbers as a table', async () => {
    const text = formatVitalsReport(await vitalsReport(db, 7, new Date()));
    expect(text).toMatch(/\/play\/\*\s+LCP\s+4\s+≤ 2500 ms\s+75%\s+25%/);
    expect(text).toMatch(/\/\s+CLS\s+1\s+0\.050/);
  });
});

describe('request ids', () => {
  it('gives every answer an id, keeps a proxy’s well-formed one, and puts it on the request’s log lines', async () => {
    const fresh = await send('/json-api/anything', '', { method: 'GET' });
    const id = String(fresh.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.find((line) => line.msg === 'stand-in for next')?.reqId).toBe(id);
    const kept = await send('/json-api/anything', '', { method: 'GET', headers: { 'x-request-id': 'lb-1234567890abcdef' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234567890abcdef');
    const odd = await send('/json-api/anything', '', { method: 'GET', headers: { 'x-request-id': 'two words here' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(3);
  });
});
