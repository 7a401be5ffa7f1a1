/**
 * Collects reports and sends them in batches: when the batch is full (in items or bytes) and when
 * the page is hidden or left (the reporter calls `flush`). `navigator.sendBeacon` is the one way a
 * request outlives the page; it sends POST with a text body (no header to set, so no CORS
 * preflight), which the server takes like PUT (docs/API.md "PUT /log"). Where it is missing or
 * refuses (its 64 KB in-flight quota), a keepalive PUT fetch tries instead.
 */
export interface BatcherOptions<T> {
  url: string;
  /** Items in one request. */
  maxItems: number;
  /** One request's body; kept under the server's 64 KB and the beacon's quota. */
  maxBytes: number;
  /** The request body of a batch. */
  wrap: (items: T[]) => object;
  /** Items sent per page at most: a loop of errors costs the visitor nothing after that. */
  maxPerPage?: number;
  /** Sends a body; answers whether it was queued (tests pass their own). */
  send?: (url: string, body: string) => boolean;
}

/** UTF-8 bytes of a string (what the request body weighs), without TextEncoder (older test DOMs lack it). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

export function sendReport(url: string, body: string): boolean {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return true;
  } catch {
    // Some browsers throw on a body over the quota: the fetch below tries instead.
  }
  if (typeof fetch !== 'function') return false;
  void fetch(url, { method: 'PUT', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  return true;
}

export class BeaconBatcher<T> {
  private items: T[] = [];
  private bytes = 0;
  private taken = 0;
  private readonly options: Required<BatcherOptions<T>>;

  constructor(options: BatcherOptions<T>) {
    // An option passed through as undefined must not replace its default.
    this.options = { ...options, maxPerPage: options.maxPerPage ?? 200, send: options.send ?? sendReport };
  }

  /** Adds an item; a full batch leaves at once. An item too big for a request alone is dropped. */
  add(item: T): void {
    if (this.taken >= this.options.maxPerPage) return;
    const size = utf8Length(JSON.stringify(item)) + 1;
    if (size > this.options.maxBytes - 32) return;
    if (this.bytes + size > this.options.maxBytes - 32) this.flush();
    this.taken += 1;
    this.items.push(item);
    this.bytes += size;
    if (this.items.length >= this.options.maxItems) this.flush();
  }

  /** Sends what is waiting, if anything. */
  flush(): void {
    if (this.items.length === 0) return;
    const batch = this.items;
    this.items = [];
    this.bytes = 0;
    this.options.send(this.options.url, JSON.stringify(this.options.wrap(batch)));
  }

  get pending(): number {
    return this.items.length;
  }
}
