import http from 'node:http';

/**
 * The hostile-bodies bench's attacker (bench-hostile.ts forks it, so its work is not the measuring
 * process's): told a `HostileOrder`, it sends that many hostile bodies a second during every other
 * phase of the run (hostilePhase), each from an address of its own (X-Forwarded-For, believed
 * behind the bench's TRUST_PROXY: no per-address budget stops them), and reports what they were
 * answered; it ends when the bench disconnects.
 */

export interface HostileAnswers {
  sent: number;
  /** Answers by status (0: the connection ended without one). */
  statuses: Record<string, number>;
}

export type SenderMessage = { type: 'ready' } | { type: 'done'; hostile: HostileAnswers };

/** The run: from `startAt` (epoch ms) for `seconds`, in phases of `phaseMs`, bodies sent in every other one. */
export interface HostileOrder {
  base: string;
  perSecond: number;
  startAt: number;
  seconds: number;
  phaseMs: number;
}

/**
 * Which phase of the run an instant (epoch ms) falls in: phases of `phaseMs` from `startAt`, the
 * first without hostile bodies, the next with them, and so on; null outside the run. The sender
 * sends in the `with` phases; the bench files each round under the phase it was sent in.
 */
export function hostilePhase(at: number, order: Pick<HostileOrder, 'startAt' | 'seconds' | 'phaseMs'>): { withBodies: boolean; intoPhaseMs: number } | null {
  const since = at - order.startAt;
  if (since < 0 || since >= order.seconds * 1000) return null;
  return { withBodies: Math.floor(since / order.phaseMs) % 2 === 1, intoPhaseMs: since % order.phaseMs };
}

const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'ru' };

const TARGETS = [
  { method: 'POST', path: '/json-api/login' },
  { method: 'POST', path: '/json-api/users/register' },
  { method: 'POST', path: '/json-api/studio/rounds' },
  { method: 'PUT', path: '/log' },
] as const;

/** The bodies, built once: [name, text, chunked (no Content-Length, so the size is found while reading)]. */
function hostileBodies(): [string, string, boolean][] {
  const deep = `{"login":"a@b.co","password":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
  const wide = `{${Array.from({ length: 5_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`;
  const long = `{"login":"a@b.co","password":"${'x'.repeat(60_000)}","message":"m"}`;
  const huge = `{"message":"${'x'.repeat(1 << 20)}"}`;
  const all: [string, string, boolean][] = [
    ['deep', deep, false],
    ['wide', wide, false],
    ['long string', long, false],
    ['1 MB', huge, true],
  ];
  // BENCH_HOSTILE_KINDS (e.g. `wide`): only these kinds, to see which costs the rounds what.
  const only = process.env.BENCH_HOSTILE_KINDS;
  return only ? all.filter(([name]) => only.split(',').includes(name)) : all;
}

/** Sends `perSecond` hostile bodies a second in the run's `with` phases, each from its own address; resolves when all are answered. */
async function sendHostile(order: HostileOrder): Promise<HostileAnswers> {
  const { base, perSecond, startAt, seconds } = order;
  const bodies = hostileBodies();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const statuses: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  let sent = 0;
  try {
    for (let due = startAt; due < startAt + seconds * 1000; due += 1000 / perSecond) {
      if (!hostilePhase(due, order)?.withBodies) continue;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const [, text, chunked] = bodies[sent % bodies.length]!;
      const target = TARGETS[Math.floor(sent / bodies.length) % TARGETS.length]!;
      const address = `10.99.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}`;
      sent += 1;
      pending.push(
        send(new URL(target.path, base), target.method, agent, text, chunked, address).then((status) => {
          statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
        }),
      );
    }
    await Promise.all(pending);
  } finally {
    agent.destroy();
  }
  return { sent, statuses };
}

/** One request; answers its status, 0 when the connection ended without one. */
function send(url: URL, method: string, agent: http.Agent, body: string, chunked: boolean, address: string): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...HEADERS, 'x-forwarded-for': address };
    if (!chunked) headers['content-length'] = Buffer.byteLength(body);
    const req = http.request(url, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    // A 413 may close the connection before the whole body is written: the answer has been counted then.
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

if (process.send) {
  process.on('message', (order: HostileOrder) => {
    void sendHostile(order).then((hostile) => {
      process.send?.({ type: 'done', hostile } satisfies SenderMessage);
    });
  });
  process.on('disconnect', () => process.exit(0));
  process.send({ type: 'ready' } satisfies SenderMessage);
}
