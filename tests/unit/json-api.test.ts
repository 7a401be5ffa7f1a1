import { apiUrl, jsonApi, JsonApiError } from '@/lib/client/json-api';
import { detectPlatform } from '@/lib/domain/platform-detect';
import { attachReportSink, type Caught } from '@/lib/client/reporting/report-queue';

type FetchArgs = [string, RequestInit];
const calls: FetchArgs[] = [];

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);
}

beforeEach(() => {
  calls.length = 0;
  document.documentElement.lang = 'en';
});

afterEach(() => {
  jest.useRealTimers();
});

describe('platform', () => {
  it('is mobile for phone user agents or an installed app, desktop otherwise', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', false)).toBe('mobile');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)', false)).toBe('mobile');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/126', false)).toBe('desktop');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/126', true)).toBe('mobile');
  });
});

describe('json-api wrapper', () => {
  it('sends platform, the XMLHttpRequest header and the page language', async () => {
    global.fetch = jest.fn((url: string, init: RequestInit) => {
      calls.push([url, init]);
      return answer(200, { data: { data: [] } });
    }) as unknown as typeof fetch;
    await jsonApi('/json-api/v2/games', { query: { q: 'dra', 'filter[category][]': ['slots', 'table'], page: 1, empty: '' } });
    const [url, init] = calls[0]!;
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe('/json-api/v2/games');
    expect(parsed.searchParams.get('q')).toBe('dra');
    expect(parsed.searchParams.getAll('filter[category][]')).toEqual(['slots', 'table']);
    expect(parsed.searchParams.has('empty')).toBe(false);
    expect(parsed.searchParams.get('platform')).toMatch(/^(mobile|desktop)$/);
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'en' });
  });

  it('uses an explicit locale over the document language', async () => {
    global.fetch = jest.fn((url: string, init: RequestInit) => {
      calls.push([url, init]);
      return answer(200, {});
    }) as unknown as typeof fetch;
    await jsonApi('/json-api/levels', { locale: 'it' });
    expect(calls[0]![1].headers).toMatchObject({ 'Accept-Language': 'it' });
  });

  it('reports a failed call to the log, but not an answer its caller reads as data', async () => {
    const reported: Caught[] = [];
    attachReportSink((caught) => reported.push(caught));
    global.fetch = jest.fn(() => answer(404, { errors: [{ code: 'not_found' }] })) as unknown as typeof fetch;
    const notMember = (error: JsonApiError) => error.status === 404;
    await expect(jsonApi('/json-api/actions/3/participant', { expected: notMember })).rejects.toMatchObject({ status: 404 });
    expect(reported).toEqual([]);
    await expect(jsonApi('/json-api/actions/3')).rejects.toMatchObject({ status: 404 });
    expect(reported.map((r) => r.label)).toEqual(['GET /json-api/actions/3']);
  });

  it('turns {errors:[{code}]} into a typed error', async () => {
    global.fetch = jest.fn(() => answer(400, { errors: [{ code: 'invalid_limit', field: 'limit' }, { code: 'invalid_page' }] })) as unknown as typeof fetch;
    const error = await jsonApi('/json-api/v2/games').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JsonApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'invalid_limit', errors: [{ code: 'invalid_limit', field: 'limit' }, { code: 'invalid_page' }] });
  });

  it('reads a 503 busy answer’s Retry-After (the form waits that long before retrying)', async () => {
    const busy = { ok: false, status: 503, headers: new Headers({ 'Retry-After': '3' }), json: () => Promise.resolve({ errors: [{ code: 'busy' }] }) } as Response;
    global.fetch = jest.fn(() => Promise.resolve(busy)) as unknown as typeof fetch;
    const error = await jsonApi('/json-api/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 503, code: 'busy', retryAfterSeconds: 3 });
  });

  it('gives up after 30 seconds', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    const pending = jsonApi('/json-api/v2/games').catch((e: unknown) => e);
    jest.advanceTimersByTime(29_999);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('reports a caller abort as aborted, not as a failure', async () => {
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    const controller = new AbortController();
    const pending = jsonApi('/json-api/v2/games', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ kind: 'aborted' });
  });

  it('builds URLs with repeated keys for lists', () => {
    expect(apiUrl('/x', { a: [1, 2], b: null }, 'desktop')).toBe('/x?a=1&a=2&platform=desktop');
  });
});
