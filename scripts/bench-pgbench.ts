import { spawnSync } from 'node:child_process';

/**
 * pgbench's TPC-B-like rate at 50 clients (the rounds figure is held to a share of it),
 * on the very PostgreSQL and database the round figures use, in the same run: pgbench's own
 * tables (scale 1, as `pgbench -i` makes them) are created, loaded for `seconds`, then dropped
 * before the server's schema is laid. PGBENCH names the binary (Debian's PostgreSQL 15 ships it).
 */
const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';

export interface PgbenchFigure {
  clients: number;
  tps: number;
  latencyMs: number;
}

function run(args: string[], url: string): string {
  const out = spawnSync(PGBENCH, [...args, url], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed: ${out.stderr}`);
  return out.stdout + out.stderr;
}

export function measurePgbench(url: string, clients: number, seconds: number): PgbenchFigure {
  run(['-i', '-q'], url);
  try {
    const text = run(['-c', String(clients), '-j', '2', '-T', String(seconds)], url);
    const tps = Number(/tps = ([\d.]+)/.exec(text)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(text)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no rate: ${text}`);
    return { clients, tps, latencyMs };
  } finally {
    run(['-i', '-I', 'd'], url);
  }
}
