import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The "overload" part of `npm run bench` (graceful overload): simulated players with
 * think time arrive at about 7 a second, and a sign-up storm (100 at once) lands among them. Each
 * player signs up (retrying a 503 `busy` after its Retry-After, as the form does, at most 3 times),
 * logs in, deposits through the payment sandbox, opens two pages, launches a game and then spins
 * every ~3 s on average, reading a page or the balance now and then, until the run ends.
 *
 * The load generator runs on the same 2 cores as the server, so it is kept light: plain fetch
 * (undici, keep-alive), no browsers, and its own CPU share is printed beside the server's.
 */
/** The part's load: 300 players at ~7/s with a storm of 100 sign-ups at once, 100 s in all. */
export const OVERLOAD = {
  players: Number(process.env.BENCH_OVERLOAD_PLAYERS ?? 300),
  arrivalsPerSecond: 7,
  storm: Number(process.env.BENCH_OVERLOAD_STORM ?? 100),
  stormAtSeconds: 15,
  seconds: Number(process.env.BENCH_OVERLOAD_SECONDS ?? 100),
  timeoutMs: 10_000,
};

export interface OverloadOptions {
  players: number;
  /** Arrivals per second of the players outside the storm. */
  arrivalsPerSecond: number;
  /** Players arriving at the same instant, `stormAtSeconds` after the start. */
  storm: number;
  stormAtSeconds: number;
  /** The whole run, arrivals included (s). */
  seconds: number;
  /** A request unanswered after this long counts as a timeout (ms). */
  timeoutMs: number;
  /** The server's pid, for its CPU share. */
  serverPid: number | undefined;
}

export interface OverloadResult {
  signups: Latencies;
  logins: Latencies;
  rounds: Latencies;
  roundsDuringStorm: Latencies;
  pages: Latencies;
  other: Latencies;
  /** Sign-up and login requests answered 503 busy, of all sign-up and login requests. */
  busyRefused: number;
  hashRequests: number;
  /** Players who gave up signing up after the retries (as a form's player would be asked to retry by hand). */
  gaveUp: number;
  timeouts: number;
  /** Answers neither 2xx nor 503 busy. */
  errors: number;
  /** From a storm arrival to its signed-up answer, busy retries included (ms). */
  stormSignupTotal: Latencies;
  playersStarted: number;
  playersPlaying: number;
  /** The slowest round answered in each second from the storm's start (ms), for locating stalls. */
  worstRoundBySecond: number[];
  /** CPU used over the run, in cores (2 = both cores busy all the time). */
  serverCores: number;
  generatorCores: number;
}

export class Latencies {
  readonly values: number[] = [];
  add(ms: number): void {
    this.values.push(ms);
  }
  get count(): number {
    return this.values.length;
  }
  at(q: number): number {
    const sorted = [...this.values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  }
  get max(): number {
    return this.values.reduce((a, b) => Math.max(a, b), 0);
  }
}

const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' };
const BUSY_RETRIES = 3;
const BET = 20;
const DEPOSIT = 75_000;
const GAME = 'cherry-blaze';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Exponential think time with the given mean: arrivals and spins of independent players. */
const think = (meanMs: number) => sleep(-Math.log(1 - Math.random()) * meanMs);

/**
 * CPU seconds (user + system) a process and its descendants use, from /proc (Linux): the bench
 * starts the server through tsx's CLI, which runs it in a child process.
 */
export function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
    const own = (Number(fields[11]) + Number(fields[12])) / 100;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    return own + children.reduce((sum, child) => sum + processCpuSeconds(child), 0);
  } catch {
    return 0;
  }
}

interface Answer {
  status: number;
  ms: number;
  retryAfter: number;
  body: unknown;
  cookies: string[];
}

export async function runOverload(base: string, options: OverloadOptions): Promise<OverloadResult> {
  const result: OverloadResult = {
    signups: new Latencies(),
    logins: new Latencies(),
    rounds: new Latencies(),
    roundsDuringStorm: new Latencies(),
    pages: new Latencies(),
    other: new Latencies(),
    busyRefused: 0,
    hashRequests: 0,
    gaveUp: 0,
    timeouts: 0,
    errors: 0,
    stormSignupTotal: new Latencies(),
    playersStarted: 0,
    playersPlaying: 0,
    worstRoundBySecond: [],
    serverCores: 0,
    generatorCores: 0,
  };
  const runTag = Date.now().toString(36).slice(-5);
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const stormStart = start + options.stormAtSeconds * 1000;
  /** Until the last storm player is signed up (or gave up): the window of "rounds during the storm". */
  let stormEnd = Number.POSITIVE_INFINITY;
  const inStorm = (at: number) => at >= stormStart && at <= stormEnd;

  async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> }, into: Latencies): Promise<Answer | null> {
    const sent = performance.now();
    try {
      const res = await fetch(base + path, {
        method: init.method ?? 'GET',
        headers: { ...HEADERS, ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'manual',
      });
      const text = await res.text();
      const ms = performance.now() - sent;
      into.add(ms);
      let body: unknown = null;
      try {
        body = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      const busy = res.status === 503 && (body as { errors?: { code?: string }[] } | null)?.errors?.[0]?.code === 'busy';
      if (!busy && (res.status < 200 || res.status >= 400)) result.errors += 1;
      return { status: res.status, ms, retryAfter: Number(res.headers.get('retry-after') ?? 1), body, cookies: res.headers.getSetCookie().map((c) => c.split(';')[0]!) };
    } catch (error) {
      if ((error as { name?: string }).name === 'TimeoutError') result.timeouts += 1;
      else result.errors += 1;
      return null;
    }
  }

  /** A sign-up or login as the form sends it: a 503 busy is retried after Retry-After, at most BUSY_RETRIES times. */
  async function hashingCall(path: string, body: unknown, address: string, into: Latencies): Promise<Answer | null> {
    for (let retry = 0; ; retry++) {
      result.hashRequests += 1;
      const answer = await call(path, { method: 'POST', body, headers: { 'x-forwarded-for': address } }, into);
      if (!answer || answer.status !== 503) return answer;
      result.busyRefused += 1;
      if (retry >= BUSY_RETRIES) return null;
      // As the form: Retry-After and up to a second more at random.
      await sleep(answer.retryAfter * 1000 + Math.random() * 1000);
    }
  }

  async function player(index: number, storm: boolean): Promise<void> {
    result.playersStarted += 1;
    const arrived = performance.now();
    const address = `10.88.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const email = `overload-${runTag}-${index}@bench.example`;
    const password = 'Overload-pass1';
    const signup = await hashingCall(
      '/json-api/users/register',
      { registration_contact_type: 'email', email, password, birthday: '1990-01-15', currency: 'RUB', nickname: `Ov${runTag}${index}` },
      address,
      result.signups,
    );
    if (storm) result.stormSignupTotal.add(performance.now() - arrived);
    if (!signup || signup.status !== 200) {
      if (!signup) result.gaveUp += 1;
      return;
    }
    await think(1000);
    const login = await hashingCall('/json-api/login', { login: email, password }, address, result.logins);
    if (!login || login.status !== 200) return;
    const { accessToken } = login.body as { accessToken: string };
    const cookie = login.cookies.join('; ');
    const auth = { authorization: `Bearer ${accessToken}`, 'x-forwarded-for': address };
    const page = (path: string) => call(path, { headers: { cookie, accept: 'text/html' } }, result.pages);

    await page('/en');
    const deposit = await call(`/json-api/treasury/user/marbella/deposit/card/${DEPOSIT}`, { headers: auth }, result.other);
    const token = (deposit?.body as { data?: { redirectUrl?: string } } | null)?.data?.redirectUrl?.split('/').pop();
    if (token) await call(`/json-api/treasury/sandbox/${token}/complete`, { method: 'POST', body: { outcome: 'paid' } }, result.other);
    await think(1000);
    await page('/en/games/slots');
    const run = await call(`/json-api/eapi/game-run/${GAME}`, { method: 'POST', body: { platform: 'desktop', type: 'real' }, headers: auth }, result.other);
    const runToken = (run?.body as { data?: { runToken?: string } } | null)?.data?.runToken;
    if (!runToken) return;
    result.playersPlaying += 1;
    while (performance.now() < end) {
      await think(3000);
      if (performance.now() >= end) break;
      const roll = Math.random();
      if (roll < 0.1) await page('/en');
      else if (roll < 0.2) await call('/json-api/users/balance', { headers: auth }, result.other);
      else {
        const sent = performance.now();
        const spin = await call('/json-api/studio/rounds', { method: 'POST', body: { runToken, roundId: randomUUID(), bet: BET } }, result.rounds);
        if (spin && inStorm(sent)) result.roundsDuringStorm.add(spin.ms);
        const second = Math.floor((performance.now() - stormStart) / 1000);
        if (spin && second >= 0 && second < 30) result.worstRoundBySecond[second] = Math.max(result.worstRoundBySecond[second] ?? 0, spin.ms);
      }
    }
  }

  const serverCpu0 = options.serverPid ? processCpuSeconds(options.serverPid) : 0;
  const generatorCpu0 = process.cpuUsage();
  const everyone: Promise<void>[] = [];
  const storm: Promise<void>[] = [];
  let next = 0;
  const steady = options.players - options.storm;
  const arrivals = (async () => {
    for (let i = 0; i < steady && performance.now() < end; i++) {
      everyone.push(player(next++, false));
      await think(1000 / options.arrivalsPerSecond);
    }
  })();
  await sleep(stormStart - performance.now());
  for (let i = 0; i < options.storm; i++) storm.push(player(next++, true));
  everyone.push(...storm);
  // The storm ends when its last player has an answer to its sign-up (or gave up).
  void (async () => {
    while (result.stormSignupTotal.count < options.storm) await sleep(50);
    stormEnd = performance.now();
  })();
  await arrivals;
  await Promise.all(everyone);
  const elapsed = (performance.now() - start) / 1000;
  const used = process.cpuUsage(generatorCpu0);
  result.generatorCores = (used.user + used.system) / 1e6 / elapsed;
  result.serverCores = options.serverPid ? (processCpuSeconds(options.serverPid) - serverCpu0) / elapsed : 0;
  return result;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

export function printOverload(r: OverloadResult, options: Omit<OverloadOptions, 'serverPid'>): void {
  console.log(
    `\noverload: ${r.playersStarted} players (${options.storm} signing up at once after ${options.stormAtSeconds} s, the rest arriving at ~${options.arrivalsPerSecond}/s), ${options.seconds} s; ${r.playersPlaying} reached the game`,
  );
  const row = (what: string, l: Latencies) => console.log(`  ${what.padEnd(30)}${String(l.count).padStart(7)}${ms(l.at(0.5)).padStart(10)}${ms(l.at(0.99)).padStart(10)}${ms(l.max).padStart(10)}`);
  console.log(`  ${'what'.padEnd(30)}${'count'.padStart(7)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}`);
  row('sign-up requests', r.signups);
  row('storm: arrival → signed up', r.stormSignupTotal);
  row('login requests', r.logins);
  row('rounds (whole run)', r.rounds);
  row('rounds during the storm', r.roundsDuringStorm);
  row('pages', r.pages);
  row('deposits, launches, balance', r.other);
  console.log(
    `  503 busy: ${r.busyRefused} of ${r.hashRequests} sign-up/login requests (${((r.busyRefused / Math.max(1, r.hashRequests)) * 100).toFixed(1)}%); gave up after ${BUSY_RETRIES} retries: ${r.gaveUp}; timeouts: ${r.timeouts}; other errors: ${r.errors}`,
  );
  console.log(`  worst round answered in each second from the storm on (ms): ${Array.from(r.worstRoundBySecond, (v) => (v ?? 0).toFixed(0)).join(' ')}`);
  console.log(`  CPU over the run: server ${r.serverCores.toFixed(2)} cores, load generator ${r.generatorCores.toFixed(2)} cores`);
}

/** A few seconds: the most any request may wait under the overload. */
const FEW_SECONDS_MS = 3_000;

export function overloadChecks(r: OverloadResult): Array<[string, boolean]> {
  return [
    [`overload: rounds p99 during the sign-up storm ${ms(r.roundsDuringStorm.at(0.99))} < 100 ms`, r.roundsDuringStorm.count > 0 && r.roundsDuringStorm.at(0.99) < 100],
    [`overload: rounds p99 over the run ${ms(r.rounds.at(0.99))} < 100 ms`, r.rounds.count > 0 && r.rounds.at(0.99) < 100],
    [`overload: sign-up p99 ${ms(r.signups.at(0.99))}, login p99 ${ms(r.logins.at(0.99))}, pages p99 ${ms(r.pages.at(0.99))}: each < ${FEW_SECONDS_MS / 1000} s`, [r.signups, r.logins, r.pages].every((l) => l.at(0.99) < FEW_SECONDS_MS)],
    [`overload: no timeouts (${r.timeouts}), no errors (${r.errors}), nobody gave up signing up (${r.gaveUp})`, r.timeouts === 0 && r.errors === 0 && r.gaveUp === 0],
  ];
}
