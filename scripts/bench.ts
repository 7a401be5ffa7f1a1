import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from './ensure-build';

/**
 * `npm run bench`: builds if needed, starts the production server on a fresh seeded database
 * and prints throughput and latency figures next to the targets of the issues. The numbers
 * are this machine's; the static asset is the ceiling of the same server.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const BASE = `http://localhost:${PORT}`;
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

interface Figure {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function waitForServer(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/json-api/serverdata`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start in time');
}

async function measure(label: string, urlPath: string): Promise<Figure> {
  for (let i = 0; i < 20; i++) await (await fetch(BASE + urlPath)).arrayBuffer(); // warm caches
  const result = await autocannon({ url: BASE + urlPath, connections: CONNECTIONS, duration: DURATION_S, headers: { 'accept-encoding': 'gzip' } });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Sum of the gzipped sizes of the scripts the lobby document loads. */
function firstLoadJsKb(html: string): number {
  // Scripts marked noModule (legacy polyfills) are never loaded by the browsers we serve.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  const srcs = new Set(tags.map((tag) => /src="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1]).filter((src): src is string => !!src));
  let bytes = 0;
  for (const src of srcs) bytes += gzipSync(readFileSync(path.join('.next', 'static', src.replace('/_next/static/', '')))).length;
  return bytes / 1024;
}

async function main() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-bench-'));
  const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, PAGE_RATE_LIMIT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(child);
    const lobbyHtml = await (await fetch(`${BASE}/`)).text();
    const asset = lobbyHtml.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    if (!asset) throw new Error('no static asset found in the lobby HTML');

    const figures: Figure[] = [];
    figures.push(await measure('static asset (ceiling)', asset));
    figures.push(await measure('lobby /', '/'));
    figures.push(await measure('category /games/slots', '/games/slots'));
    figures.push(await measure('guest lobby /guest/', '/guest'));
    const js = firstLoadJsKb(lobbyHtml);

    console.log(`\nCroupier bench — ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
    console.log('what'.padEnd(26) + 'req/s'.padStart(10) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10) + 'errors'.padStart(9));
    for (const f of figures) {
      console.log(f.label.padEnd(26) + f.rps.toFixed(0).padStart(10) + f.p50.toFixed(1).padStart(10) + f.p99.toFixed(1).padStart(10) + String(f.errors).padStart(9));
    }
    const ceiling = figures[0]!.rps;
    const lobby = figures[1]!;
    const guest = figures[3]!;
    const checks: Array<[string, boolean]> = [
      [`lobby p99 ${lobby.p99.toFixed(1)} ms < 100 ms`, lobby.p99 < 100],
      [`guest lobby ${((guest.rps / ceiling) * 100).toFixed(0)}% of the static-asset rate ≥ 30%`, guest.rps >= 0.3 * ceiling],
      [`lobby first-load JS ${js.toFixed(1)} KB gzipped ≤ 150 KB`, js <= 150],
    ];
    console.log('\ntargets:');
    for (const [text, ok] of checks) console.log(`  ${ok ? 'met   ' : 'MISSED'} ${text}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
