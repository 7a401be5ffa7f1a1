import { readFileSync } from 'node:fs';

/**
 * The hypervisor's steal time: CPU time the host gave to other guests while this machine's CPUs
 * wanted to run (the 8th field of /proc/stat's `cpu` line, Linux only). On a shared virtual
 * machine a second in which the host takes a sixth of the CPUs makes every request in it slow,
 * and a p99 compared between two loads turns on which load that second fell in; printing each
 * load's steal beside the figure shows when a run says more about the host than the server.
 */
export interface StealSample {
  /** When the interval ended (epoch ms) and how long it was. */
  at: number;
  ms: number;
  /** Stolen and total CPU time in the interval (jiffies over all CPUs). */
  steal: number;
  total: number;
}

function cpuLine(): number[] | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    return line.startsWith('cpu ') && fields.length === 8 && fields.every(Number.isFinite) ? fields : null;
  } catch {
    return null;
  }
}

/** Samples steal every `periodMs` until stopped; answers nothing where /proc/stat is absent. */
export function sampleSteal(periodMs = 250): { stop: () => StealSample[] } {
  const samples: StealSample[] = [];
  let before = cpuLine();
  let beforeAt = Date.now();
  const timer = setInterval(() => {
    const now = cpuLine();
    const at = Date.now();
    if (before && now) samples.push({ at, ms: at - beforeAt, steal: now[7]! - before[7]!, total: now.reduce((sum, v, i) => sum + v - before![i]!, 0) });
    before = now;
    beforeAt = at;
  }, periodMs);
  return {
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}

/** The share of the machine's CPU time stolen over the samples `pick` keeps (by the middle of their interval); null without samples. */
export function stolenShare(samples: readonly StealSample[], pick: (middle: number) => boolean): number | null {
  const kept = samples.filter((s) => pick(s.at - s.ms / 2));
  const total = kept.reduce((sum, s) => sum + s.total, 0);
  return total > 0 ? kept.reduce((sum, s) => sum + s.steal, 0) / total : null;
}
