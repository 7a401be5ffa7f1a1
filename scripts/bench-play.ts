import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/**
 * The play and login figures of `npm run bench` (issues 3 and 4), against a running server:
 * logins per second, and game rounds per second through the whole HTTP path (game page →
 * POST /json-api/studio/rounds → engine → one ledger transaction with the round's record).
 */

export interface LoadFigure {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
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
  return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
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

/**
 * Rounds per second with one connection per run token (one player each), every round a new id.
 * Without `overallRate` every player plays as fast as the answers come (the most the server
 * does); with it the players together offer that many rounds a second (autocannon paces them),
 * which is how latency at a given load is read.
 */
export async function measureRounds(base: string, runTokens: readonly string[], bet: number, seconds: number, overallRate?: number): Promise<LoadFigure> {
  const result = await autocannon({
    url: `${base}/json-api/studio/rounds`,
    connections: runTokens.length,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    setupClient: perConnection((slot) => {
      const runToken = runTokens[slot]!;
      // A new round id per request: every request is a new round, never a replay.
      return { method: 'POST', headers: JSON_HEADERS, setupRequest: (req) => ({ ...req, body: JSON.stringify({ runToken, roundId: randomUUID(), bet }) }) };
    }),
  });
  const players = runTokens.length;
  const pace = overallRate ? ` offering ${overallRate.toFixed(0)}/s` : '';
  return figure(`game rounds, ${players} player${players === 1 ? '' : 's'}${pace}`, result);
}
