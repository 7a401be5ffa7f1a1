import { hitPageRateLimit, resetPageRateLimit } from '@/lib/platform/proxy/page-rate-limit';

describe('page rate limit', () => {
  beforeEach(() => resetPageRateLimit());

  it('allows the budget per minute, then refuses, then forgives in the next window', () => {
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect(hitPageRateLimit('1.2.3.4', t0, 3)).toBe(false);
    expect(hitPageRateLimit('1.2.3.4', t0 + 10, 3)).toBe(true);
    expect(hitPageRateLimit('5.6.7.8', t0 + 10, 3)).toBe(false);
    expect(hitPageRateLimit('1.2.3.4', t0 + 60_000, 3)).toBe(false);
  });

  it('is off when the limit is 0', () => {
    for (let i = 0; i < 100; i++) expect(hitPageRateLimit('1.2.3.4', 0, 0)).toBe(false);
  });
});
