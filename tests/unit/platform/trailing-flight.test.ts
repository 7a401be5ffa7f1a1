/** @jest-environment node */
import { trailingFlight } from '@/lib/platform/trailing-flight';

/** A run the test ends by hand, and what each run saw when it started. */
function rig() {
  const runs: Array<{ sawVersion: number; end: () => void; fail: (e: Error) => void }> = [];
  let running = 0;
  let most = 0;
  let version = 0;
  const flight = trailingFlight(
    () =>
      new Promise<void>((resolve, reject) => {
        running += 1;
        most = Math.max(most, running);
        const done = () => (running -= 1);
        runs.push({ sawVersion: version, end: () => (done(), resolve()), fail: (e) => (done(), reject(e)) });
      }),
  );
  return { runs, flight, bump: () => (version += 1), most: () => most };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('trailingFlight', () => {
  it('runs once for a caller alone', async () => {
    const { runs, flight } = rig();
    const call = flight(undefined);
    expect(runs).toHaveLength(1);
    runs[0]!.end();
    await call;
  });

  it('gives callers arriving during a run one shared next run, started after the first ended, never two at once', async () => {
    const { runs, flight, bump, most } = rig();
    const first = flight(undefined);
    // Something commits after the first run began: the callers below must see it.
    bump();
    const late = [flight(undefined), flight(undefined), flight(undefined)];
    await settle();
    expect(runs).toHaveLength(1);
    runs[0]!.end();
    await first;
    await settle();
    expect(runs).toHaveLength(2);
    expect(runs[1]!.sawVersion).toBe(1);
    runs[1]!.end();
    await Promise.all(late);
    expect(most()).toBe(1);
  });

  it('starts afresh once everything has ended', async () => {
    const { runs, flight } = rig();
    const a = flight(undefined);
    runs[0]!.end();
    await a;
    const b = flight(undefined);
    expect(runs).toHaveLength(2);
    runs[1]!.end();
    await b;
  });

  it('a failed run fails its own callers only; the queued run still goes', async () => {
    const { runs, flight } = rig();
    const first = flight(undefined);
    const second = flight(undefined);
    runs[0]!.fail(new Error('fold failed'));
    await expect(first).rejects.toThrow('fold failed');
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]!.end();
    await expect(second).resolves.toBeUndefined();
  });
});
