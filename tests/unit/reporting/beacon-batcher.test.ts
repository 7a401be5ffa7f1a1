import { BeaconBatcher, sendReport, utf8Length } from '@/lib/client/reporting/beacon-batcher';

type Sent = { url: string; body: unknown };

function batcher(options: { maxItems?: number; maxBytes?: number; maxPerPage?: number } = {}) {
  const sent: Sent[] = [];
  const b = new BeaconBatcher<{ n: number; pad?: string }>({
    url: '/log',
    maxItems: options.maxItems ?? 3,
    maxBytes: options.maxBytes ?? 10_000,
    maxPerPage: options.maxPerPage,
    wrap: (records) => ({ records }),
    send: (url, body) => {
      sent.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
  return { b, sent };
}

describe('the browser’s report batcher', () => {
  it('keeps items until the page hides (flush), then sends them as one batch', () => {
    const { b, sent } = batcher();
    b.add({ n: 1 });
    b.add({ n: 2 });
    expect(sent).toHaveLength(0);
    b.flush();
    expect(sent).toEqual([{ url: '/log', body: { records: [{ n: 1 }, { n: 2 }] } }]);
    b.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends a full batch at once', () => {
    const { b, sent } = batcher({ maxItems: 2 });
    for (let n = 1; n <= 5; n++) b.add({ n });
    expect(sent.map((s) => s.body)).toEqual([{ records: [{ n: 1 }, { n: 2 }] }, { records: [{ n: 3 }, { n: 4 }] }]);
    expect(b.pending).toBe(1);
  });

  it('keeps every request under its byte limit, and drops an item too big alone', () => {
    const { b, sent } = batcher({ maxItems: 100, maxBytes: 300 });
    b.add({ n: 1, pad: 'x'.repeat(120) });
    b.add({ n: 2, pad: 'y'.repeat(120) });
    expect(sent).toHaveLength(1);
    b.add({ n: 3, pad: 'z'.repeat(400) });
    b.flush();
    expect(sent.map((s) => (s.body as { records: { n: number }[] }).records.map((r) => r.n))).toEqual([[1], [2]]);
  });

  it('stops taking items past its per-page cap (an error in a loop)', () => {
    const { b, sent } = batcher({ maxItems: 10, maxPerPage: 4 });
    for (let n = 1; n <= 50; n++) b.add({ n });
    b.flush();
    expect(sent.flatMap((s) => (s.body as { records: unknown[] }).records)).toHaveLength(4);
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('ж')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });
});

describe('sendReport', () => {
  it('is what a batcher sends with when its caller passes no sender', () => {
    const beacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    const b = new BeaconBatcher<{ n: number }>({ url: '/log', maxItems: 1, maxBytes: 1000, wrap: (records) => ({ records }), send: undefined });
    b.add({ n: 1 });
    expect(beacon).toHaveBeenCalledWith('/log', '{"records":[{"n":1}]}');
  });

  const original = { beacon: navigator.sendBeacon, fetch: global.fetch };
  afterEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: original.beacon, configurable: true, writable: true });
    global.fetch = original.fetch;
  });

  it('sends with navigator.sendBeacon, and with a keepalive PUT when the beacon refuses', () => {
    const beacon = jest.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 204 });
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    global.fetch = fetchMock;
    expect(sendReport('/log', '{"records":[]}')).toBe(true);
    expect(beacon).toHaveBeenCalledWith('/log', '{"records":[]}');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendReport('/performance', '{}')).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/performance', expect.objectContaining({ method: 'PUT', keepalive: true, body: '{}' }));
  });
});
