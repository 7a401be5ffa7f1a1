import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { documentScripts } from './boot-after-paint';

/** One line of the bench's table: a page, or a kind of game round. */
export interface Figure {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Rounds only: the server's CPU milliseconds (user + system) per answered round. */
  cpuMsPerRound?: number;
}

/** A page's requests per second and latency at `connections` for `seconds`, after warming its caches. */
export async function measurePage(
  base: string,
  label: string,
  urlPath: string,
  load: { connections: number; seconds: number },
  extraHeaders: Record<string, string> = {},
): Promise<Figure> {
  for (let i = 0; i < 20; i++) await (await fetch(base + urlPath, { headers: extraHeaders })).arrayBuffer();
  const result = await autocannon({ url: base + urlPath, connections: load.connections, duration: load.seconds, headers: { 'accept-encoding': 'gzip', ...extraHeaders } });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Sum of the gzipped sizes of the scripts the lobby document loads, the framework its loader starts included. */
export function firstLoadJsKb(html: string): number {
  return documentScripts(html, '.next').reduce((sum, source) => sum + gzipSync(source).length, 0) / 1024;
}

export function printFigures(figures: readonly Figure[]): void {
  console.log('what'.padEnd(40) + 'req/s'.padStart(10) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10) + 'errors'.padStart(9) + 'CPU ms/round'.padStart(14));
  for (const f of figures) {
    const cpu = f.cpuMsPerRound === undefined ? '' : f.cpuMsPerRound.toFixed(2);
    console.log(f.label.padEnd(40) + f.rps.toFixed(0).padStart(10) + f.p50.toFixed(1).padStart(10) + f.p99.toFixed(1).padStart(10) + String(f.errors).padStart(9) + cpu.padStart(14));
  }
}
