/**
 * @jest-environment node
 */
import { stolenShare, type StealSample } from '@/scripts/host-steal';

describe("the hypervisor's steal beside the hostile-bodies figure", () => {
  const samples: StealSample[] = [
    { at: 1_250, ms: 250, steal: 0, total: 50 },
    { at: 1_500, ms: 250, steal: 10, total: 50 },
    { at: 1_750, ms: 250, steal: 5, total: 50 },
    { at: 2_000, ms: 250, steal: 0, total: 50 },
  ];

  it('charges each interval to the phase its middle falls in, as a share of all CPU time there', () => {
    const firstHalf = (middle: number) => middle < 1_500;
    expect(stolenShare(samples, firstHalf)).toBeCloseTo(10 / 100);
    expect(stolenShare(samples, (middle) => !firstHalf(middle))).toBeCloseTo(5 / 100);
  });

  it('says nothing when no interval fell in the phase', () => {
    expect(stolenShare(samples, () => false)).toBeNull();
    expect(stolenShare([], () => true)).toBeNull();
  });
});
