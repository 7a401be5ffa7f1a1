import { randomUUID } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import { SESSION_COOKIE } from '@/lib/platform/auth/session-cookie';

/**
 * The play and login figures of `npm run bench`, against a running server:
 * logins per second, and game rounds per second through the whole HTTP path (game page →
 * POST /json-api/studio/rounds → engine → one ledger transaction with the round's record).
 */

export interface LoadFigure {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests answered with a 2xx: the rounds the server played, for its CPU time per round. */
  answered: number;
}

export interface BenchPlayer {
  email: string;
  password: string;
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'ru' };

/** One address per connection (the server trusts X-Forwarded-For in the bench), like real players. */
const addressOf = (i: number) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/**
 * Gives each autocannon connection requests of its own (its player, its address). autocannon
 * clears a request's context every time it loops over the request list, so a per-connection
 * identity must be set when the connection is made (setupClient), not kept in that context.
 */
function perConnection(build: (slot: number) => autocannon.Request): (client: autocannon.Client) => void {
  let next = 0;
  return (client) => client.setRequests([build(next++)]);
}

function figure(label: string, result: autocannon.Result): LoadFigure {
  return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, answered: result['2xx'] };
}

/** Logins per second at `connections` connections, each connection one player from one address. */
export async function measureLogins(base: string, players: readonly BenchPlayer[], connections: number, seconds: number): Promise<LoadFigure> {
  const result = await autocannon({
    url: `${base}/json-api/login`,
    connections,
    duration: seconds,
    setupClient: perConnection((slot) => {
      const player = players[slot % players.length]!;
      return { method: 'POST', headers: { ...JSON_HEADERS, 'x-forwarded-for': addressOf(slot) }, body: JSON.stringify({ login: player.email, password: player.password }) };
    }),
  });
  return figure(`logins (${connections} connections)`, result);
}

/** Logs a player in as a browser does: the Cookie header its session cookies make. */
export async function loginCookie(base: string, player: BenchPlayer, index: number): Promise<string> {
  const login = await fetch(`${base}/json-api/login`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'x-forwarded-for': addressOf(index) },
    body: JSON.stringify({ login: player.email, password: player.password }),
  });
  if (!login.ok) throw new Error(`bench login of ${player.email} answered ${login.status}: ${await login.text()}`);
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (!cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))) throw new Error('bench login set no session cookie');
  return cookies.join('; ');
}

/** Logs a player in and starts a real-money game: the run token its rounds present. */
export async function startRealGame(base: string, player: BenchPlayer, slug: string, index: number): Promise<string> {
  const headers = { ...JSON_HEADERS, 'x-forwarded-for': addressOf(index) };
  const login = await fetch(`${base}/json-api/login`, { method: 'POST', headers, body: JSON.stringify({ login: player.email, password: player.password }) });
  if (!login.ok) throw new Error(`bench login of ${player.email} answered ${login.status}: ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const run = await fetch(`${base}/json-api/eapi/game-run/${slug}`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ platform: 'desktop', type: 'real' }),
  });
  if (!run.ok) throw new Error(`bench game-run answered ${run.status}: ${await run.text()}`);
  return ((await run.json()) as { data: { runToken: string } }).data.runToken;
}

/** Rounds per second with one connection per run token (one player each), each player spinning as fast as the answers come. */
export async function measureRounds(base: string, runTokens: readonly string[], bet: number, seconds: number): Promise<LoadFigure> {
  const result = await autocannon({
    url: `${base}/json-api/studio/rounds`,
    connections: runTokens.length,
    duration: seconds,
    setupClient: perConnection((slot) => {
      const runToken = runTokens[slot]!;
      // A new round id per request: every request is a new round, never a replay.
      return { method: 'POST', headers: JSON_HEADERS, setupRequest: (req) => ({ ...req, body: JSON.stringify({ runToken, roundId: randomUUID(), bet }) }) };
    }),
  });
  const players = runTokens.length;
  return figure(`game rounds, ${players} player${players === 1 ? '' : 's'}`, result);
}

/**
 * Rounds of players who together offer `rate` rounds a second: each player spins, waits for
 * the answer, and spins again on its own schedule (one spin every players ÷ rate seconds, the
 * players' schedules spread evenly over that interval), on a connection of its own, like a
 * browser. A player whose answer comes late spins at once but never bunches spins up to catch
 * up, so a slow server shows as fewer rounds a second, not as a burst. Latency is from sending
 * a spin to its answer. Why not autocannon's rate option: it sends each second's quota at the
 * start of the second, all connections together, which measures bursts instead of a load.
 */
export async function measurePacedRounds(base: string, runTokens: readonly string[], bet: number, seconds: number, rate: number): Promise<LoadFigure> {
  return pacedFigure(`game rounds, ${runTokens.length} players offering ${rate.toFixed(0)}/s`, [await pacedRoundSamples(base, runTokens, bet, seconds, rate)]);
}

/** What one paced run measured: every round's latency (ms) and when it was sent (epoch ms), the non-200 answers and its length. */
export interface PacedSamples {
  latencies: number[];
  sentAt: number[];
  errors: number;
  seconds: number;
}

/**
 * The rounds of `measurePacedRounds`, kept as samples so that several runs can be pooled or one
 * run split by when each round was sent; `startAt` (epoch ms) sets when the first is due.
 */
export async function pacedRoundSamples(base: string, runTokens: readonly string[], bet: number, seconds: number, rate: number, startAt = Date.now() + 100): Promise<PacedSamples> {
  const url = new URL(`${base}/json-api/studio/rounds`);
  const interval = (runTokens.length / rate) * 1000;
  const start = performance.now() + (startAt - Date.now());
  const end = start + seconds * 1000;
  const latencies: number[] = [];
  const sentAt: number[] = [];
  let errors = 0;
  const player = async (runToken: string, slot: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let due = start + (slot / runTokens.length) * interval;
    try {
      while (due < end) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const sent = performance.now();
        const status = await postJson(url, agent, JSON.stringify({ runToken, roundId: randomUUID(), bet }));
        latencies.push(performance.now() - sent);
        sentAt.push(performance.timeOrigin + sent);
        if (status !== 200) errors += 1;
        due = Math.max(due + interval, performance.now());
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(runTokens.map((token, slot) => player(token, slot)));
  return { latencies, sentAt, errors, seconds };
}

/** One figure from the samples of one or more runs, pooled: their percentiles, their rate. */
export function pacedFigure(label: string, runs: readonly PacedSamples[]): LoadFigure {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { label, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors, answered: latencies.length - errors };
}

/** One POST with the API's headers on the player's own connection; answers the status. */
function postJson(url: URL, agent: http.Agent, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { ...JSON_HEADERS, 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}
