/** @jest-environment node */
import { affinityMaskOf, splitCpus } from '@/scripts/cpu-affinity';

describe('the bench CPU split (scripts/cpu-affinity.ts)', () => {
  it('reads the mask from taskset’s answer, and nothing from anything else', () => {
    expect(affinityMaskOf("pid 13399's current affinity mask: 3\n")).toBe('3');
    expect(affinityMaskOf("pid 7's current affinity mask: ff00ff")).toBe('ff00ff');
    expect(affinityMaskOf('taskset: failed to get pid 7 affinity: No such process')).toBeNull();
    expect(affinityMaskOf('')).toBeNull();
  });

  it('gives the servers the first CPU and the load the others, and splits nothing on one CPU', () => {
    expect(splitCpus(2)).toEqual({ server: '0', load: '1' });
    expect(splitCpus(8)).toEqual({ server: '0', load: '1-7' });
    expect(splitCpus(1)).toBeNull();
    expect(splitCpus(0)).toBeNull();
  });
});
