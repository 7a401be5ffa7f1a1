import http from 'node:http';
import { measurePacedRounds, type LoadFigure } from './bench-play';

/**
 * The hostile-bodies part of `npm run bench`: do bodies built to be expensive slow the players
 * down? 50 players' rounds at a steady offered rate, once alone and once while a stranger sends
 * 20 hostile bodies a second (30 000 nested arrays, 5 000 keys, a 60 KB string — each just under
 * the 64 KB limit — and 1 MB sent chunked) at login, sign-up, the round call and PUT /log. The
 * body limits (lib/platform/http/json-limits.ts) refuse them with one linear scan of the text,
 * so the rounds' p99 should barely move; before them one deep body held the event loop 0.5–4 s.
 */

export interface HostileFigures {
  without: LoadFigure;
  with: LoadFigure;
  /** The hostile bodies sent and their answers' statuses (0: no answer). */
  hostile: { sent: number; statuses: Record<string, number> };
}

/** p99 with the hostile bodies may be this much above p99 without. */
export const HOSTILE_P99_MARGIN = 0.1;

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
  return [
    ['deep', deep, false],
    ['wide', wide, false],
    ['long string', long, false],
    ['1 MB', huge, true],
  ];
}

/** Sends `perSecond` hostile bodies a second until `endAt` (performance.now()), each from its own address; resolves when all are answered. */
async function sendHostile(base: string, perSecond: number, endAt: number): Promise<HostileFigures['hostile']> {
  const bodies = hostileBodies();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const statuses: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  let sent = 0;
  try {
    for (let due = performance.now(); due < endAt; due += 1000 / perSecond) {
      const wait = due - performance.now();
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

/**
 * The rounds alone, then the same rounds with the hostile bodies; a pause after each run lets its
 * sockets close. A short run first, not counted, warms the round path up: otherwise the first
 * counted run would carry the JIT's and the caches' start and flatter the second.
 */
export async function measureHostileBodies(base: string, runTokens: readonly string[], bet: number, seconds: number, roundsPerSecond: number, bodiesPerSecond: number, settleMs: number): Promise<HostileFigures> {
  await measurePacedRounds(base, runTokens, bet, Math.min(3, seconds), roundsPerSecond);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const without = await measurePacedRounds(base, runTokens, bet, seconds, roundsPerSecond);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const hostileRun = sendHostile(base, bodiesPerSecond, performance.now() + seconds * 1000 + 100);
  const withHostile = await measurePacedRounds(base, runTokens, bet, seconds, roundsPerSecond);
  const hostile = await hostileRun;
  return {
    without: { ...without, label: `${without.label}, alone` },
    with: { ...withHostile, label: `${withHostile.label} + ${bodiesPerSecond} hostile bodies/s` },
    hostile,
  };
}

/** The part's targets, printed with the bench's others. */
export function hostileChecks(figures: HostileFigures): Array<[string, boolean]> {
  const { without, with: withHostile, hostile } = figures;
  const limit = without.p99 * (1 + HOSTILE_P99_MARGIN);
  const refused = Object.entries(hostile.statuses).filter(([status]) => status.startsWith('4')).reduce((sum, [, n]) => sum + n, 0);
  return [
    [
      `game rounds' p99 with hostile bodies ${withHostile.p99.toFixed(1)} ms within ${HOSTILE_P99_MARGIN * 100}% of without (${without.p99.toFixed(1)} ms, limit ${limit.toFixed(1)} ms)`,
      withHostile.p99 <= limit && withHostile.errors === 0 && without.errors === 0,
    ],
    [`hostile bodies refused with a 4xx: ${refused} of ${hostile.sent} (statuses ${JSON.stringify(hostile.statuses)}), none 5xx`, refused === hostile.sent],
  ];
}

/** The two runs' p99 side by side, and what the hostile bodies were answered. */
export function printHostile(figures: HostileFigures): void {
  const { without, with: withHostile, hostile } = figures;
  console.log(`\nhostile bodies (${hostile.sent} sent: deep, wide, long string, 1 MB chunked, at login, sign-up, round, PUT /log)`);
  console.log('rounds'.padEnd(28) + 'alone'.padStart(12) + 'with hostile'.padStart(14));
  console.log('answered/s'.padEnd(28) + without.rps.toFixed(0).padStart(12) + withHostile.rps.toFixed(0).padStart(14));
  console.log('p50 ms'.padEnd(28) + without.p50.toFixed(1).padStart(12) + withHostile.p50.toFixed(1).padStart(14));
  console.log('p99 ms'.padEnd(28) + without.p99.toFixed(1).padStart(12) + withHostile.p99.toFixed(1).padStart(14));
  console.log('errors'.padEnd(28) + String(without.errors).padStart(12) + String(withHostile.errors).padStart(14));
  console.log(`hostile answers by status: ${JSON.stringify(hostile.statuses)}`);
}
