import { spawnSync } from 'node:child_process';
import os from 'node:os';

/**
 * Which CPUs a process may run on, through util-linux's `taskset` (Linux only; null or a no-op
 * where it is missing). The bench's cost comparisons (bench-cost.ts) keep the servers they
 * measure on one CPU and the players' load on the others.
 */

/** The hex mask in taskset's answer ("pid 42's current affinity mask: 3"), or null. */
export function affinityMaskOf(answer: string): string | null {
  return /affinity mask:\s*([0-9a-f]+)\s*$/i.exec(answer.trim())?.[1] ?? null;
}

/** The first CPU for the measured servers, the rest for the load; null with fewer than two CPUs. */
export function splitCpus(cpuCount: number): { server: string; load: string } | null {
  if (!Number.isInteger(cpuCount) || cpuCount < 2) return null;
  return { server: '0', load: cpuCount === 2 ? '1' : `1-${cpuCount - 1}` };
}

/** A process's affinity mask now, or null (no taskset, not Linux). */
export function affinityOf(pid: number): string | null {
  if (process.platform !== 'linux') return null;
  const answer = spawnSync('taskset', ['-p', String(pid)], { encoding: 'utf8' });
  return answer.status === 0 ? affinityMaskOf(answer.stdout) : null;
}

/** Every thread of a process onto a CPU list ("1-3") or back onto a mask from `affinityOf`. */
export function pinProcess(pid: number, cpus: { list: string } | { mask: string }): void {
  const args = 'list' in cpus ? ['-c', cpus.list] : [cpus.mask];
  spawnSync('taskset', ['-a', '-p', ...args, String(pid)], { stdio: 'ignore' });
}

/** The measured server's CPUs, the load's, and the bench's own affinity before, to give back after. */
export interface CoreSplit {
  server: string;
  load: string;
  before: string;
}

/**
 * The split of a bench part that measures a server under the bench's own load: null when `off`
 * (the part's `BENCH_…_PIN=0`), with fewer than two CPUs, or without taskset.
 */
export function coreSplit(off: boolean): CoreSplit | null {
  if (off) return null;
  const cpus = splitCpus(os.availableParallelism());
  const before = cpus ? affinityOf(process.pid) : null;
  return cpus && before ? { ...cpus, before } : null;
}
