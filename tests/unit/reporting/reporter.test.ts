import { CLIENT_LOG_LIMITS } from '@/lib/domain/client-reports/client-reports';
import { reportError } from '@/lib/client/reporting/report-queue';
import { clipRecord, createReporter } from '@/lib/client/reporting/reporter';

type Sent = { url: string; body: Record<string, unknown> };

/**
 * The reporter's behaviour as the server sees it: errors caught before it loaded are sent with
 * the first batch, every record is ERROR with its label, vitals go once per metric and page.
 * (One file: report-queue's early buffer is module state, filled once.)
 */
describe('the browser’s reporter', () => {
  const sent: Sent[] = [];
  const send = (url: string, body: string) => {
    sent.push({ url, body: JSON.parse(body) as Record<string, unknown> });
    return true;
  };

  it('sends errors caught before it started, window errors and rejections, at level ERROR on flush', () => {
    reportError('GET /json-api/levels', new Error('http 500'), { status: 500 });
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new TypeError('x is undefined') }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'no game id';
    window.dispatchEvent(rejection);
    const reporter = createReporter('/ru/profile', send);
    expect(sent).toHaveLength(0);
    reporter.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/log');
    const records = sent[0]!.body.records as { label: string; level: string; message: string; context: Record<string, unknown>; stack?: string }[];
    expect(records.map((r) => [r.label, r.level, r.message])).toEqual([
      ['GET /json-api/levels', 'ERROR', 'Error: http 500'],
      ['window.error', 'ERROR', 'TypeError: x is undefined'],
      ['unhandledrejection', 'ERROR', 'no game id'],
    ]);
    expect(records[0]!.context).toMatchObject({ status: 500, page: '/' });
    expect(records[0]!.stack).toContain('http 500');
  });

  it('sends a page’s vitals once per metric, with its route', () => {
    sent.length = 0;
    const reporter = createReporter('/ru/play/cherry-blaze', send);
    reporter.vital('LCP', 1234.5);
    reporter.vital('CLS', 0.02);
    reporter.vital('Next.js-hydration', 80);
    reporter.flush();
    reporter.vital('CLS', 0.3);
    reporter.vital('INP', 96);
    reporter.flush();
    expect(sent.map((s) => [s.url, s.body])).toEqual([
      ['/performance', { reports: [{ route: '/ru/play/cherry-blaze', metrics: [{ name: 'LCP', value: 1234.5 }, { name: 'CLS', value: 0.02 }] }] }],
      ['/performance', { reports: [{ route: '/ru/play/cherry-blaze', metrics: [{ name: 'INP', value: 96 }] }] }],
    ]);
  });

  it('adds a failed call’s status, kind and code to the record', () => {
    sent.length = 0;
    const reporter = createReporter('/', send);
    const failed = Object.assign(new Error('insufficient_funds'), { status: 409, kind: 'http', code: 'insufficient_funds' });
    reportError('POST /json-api/gifts/activate/1', failed);
    reporter.flush();
    const [record] = (sent[0]!.body.records as { context: Record<string, unknown> }[]);
    expect(record!.context).toEqual({ page: '/', status: 409, kind: 'http', code: 'insufficient_funds' });
  });

  it('leaves out a call its caller aborted', () => {
    sent.length = 0;
    const reporter = createReporter('/', send);
    reportError('GET /json-api/v2/games', Object.assign(new Error('aborted'), { kind: 'aborted', status: 0 }));
    reporter.flush();
    expect(sent).toHaveLength(0);
  });

  it('cuts a record to the server’s limits instead of having it refused', () => {
    const clipped = clipRecord({ label: 'x', level: 'ERROR', time: new Date().toISOString(), message: 'm'.repeat(5000), stack: 's'.repeat(20_000), context: { page: 'p'.repeat(900) } });
    expect(clipped.message).toHaveLength(CLIENT_LOG_LIMITS.message);
    expect(clipped.stack).toHaveLength(CLIENT_LOG_LIMITS.stack);
    expect(String(clipped.context!.page)).toHaveLength(CLIENT_LOG_LIMITS.contextValue);
  });
});
