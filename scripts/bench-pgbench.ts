import { spawnSync } from 'node:child_process';

/**
 * pgbench's TPC-B-like rate at 50 clients (the rounds figure is held to a share of it),
 * on the very PostgreSQL and database the round figures use, in the same run: pgbench's own
 * tables (scale 1, as `pgbench -i` makes them) are created, loaded for `seconds`, then dropped
 * before the server's schema is laid. PGBENCH names the binary (Debian's PostgreSQL 15 ships it).
 */
export const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';

export interface PgbenchFigure {
  clients: number;
  tps: number;
  latencyMs: number;
}

/** Runs pgbench with `args` against `url` and answers what it printed; throws when it fails. */
export function runPgbench(args: string[], url: string): string {
  const out = spawnSync(PGBENCH, [...args, url], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed: ${out.stderr}`);
  return out.stdout + out.stderr;
}

export function measurePgbench(url: string, clients: number, seconds: number): PgbenchFigure {
  runPgbench(['-i', '-q'], url);
  try {
    const text = runPgbench(['-c', String(clients), '-j', '2', '-T', String(seconds)], url);
    const tps = tpsOf(text);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(text)?.[1]);
    return { clients, tps, latencyMs };
  } finally {
    runPgbench(['-i', '-I', 'd'], url);
  }
}

/** The rate pgbench printed (transactions a second); throws when it printed none. */
export function tpsOf(text: string): number {
  const tps = Number(/tps = ([\d.]+)/.exec(text)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no rate: ${text}`);
  return tps;
}
