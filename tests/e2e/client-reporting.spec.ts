import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The browser's reporter (lib/client/reporting): a page's unhandled error and rejection reach
 * PUT /log at level ERROR when the page is hidden, and its Web Vitals reach PUT /performance.
 * The beacons are read from a spy on navigator.sendBeacon (they still reach the server); the
 * server's own answers are tested here briefly and in tests/integration/client-reports.test.ts.
 */
type LogBody = { records: { label: string; level: string; message: string }[] };
type VitalsBody = { reports: { route: string; metrics: { name: string; value: number }[] }[] };

/** What hiding the tab does: visibilityState becomes hidden and visibilitychange fires. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

test('a thrown error and an unhandled rejection are sent to /log at level ERROR on page hide, vitals to /performance', async ({ page }) => {
  // Every beacon the page sends, read back from the page (they still go to the server).
  await page.addInitScript(() => {
    const sent: { url: string; body: string }[] = [];
    (window as unknown as { beacons: typeof sent }).beacons = sent;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      sent.push({ url: String(url), body: String(body) });
      return original(url, body);
    };
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  const throwBoth = () =>
    page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e thrown error');
      });
      void Promise.reject(new Error('e2e unhandled rejection'));
    });
  await throwBoth();
  const beacons = () => page.evaluate(() => (window as unknown as { beacons: { url: string; body: string }[] }).beacons);
  // The reporter arrives a moment after the load event: until then hiding sends nothing. The page
  // throws again each round, so the test does not depend on when the reporter came.
  await expect
    .poll(
      async () => {
        await throwBoth();
        // A task queued after the throwing one: once it ran, the error has been thrown.
        await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
        await hidePage(page);
        return (await beacons()).filter((b) => new URL(b.url, 'http://x').pathname === '/log').flatMap((b) => (JSON.parse(b.body) as LogBody).records);
      },
      { timeout: 20_000 },
    )
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'window.error', level: 'ERROR', message: 'Error: e2e thrown error' }),
        expect.objectContaining({ label: 'unhandledrejection', level: 'ERROR', message: 'Error: e2e unhandled rejection' }),
      ]),
    );
  const vitals = (await beacons()).filter((b) => new URL(b.url, 'http://x').pathname === '/performance').map((b) => JSON.parse(b.body) as VitalsBody);
  const reports = vitals.flatMap((body) => body.reports);
  expect(reports.flatMap((report) => report.metrics.map((m) => m.name))).toContain('TTFB');
  expect(reports[0]!.route).toBe('/');
});

test('a real report is taken by the server: 204 for a record and a timing', async ({ request }) => {
  // An address of its own (the e2e server believes X-Forwarded-For): other journeys' beacons
  // count against the shared one.
  const headers = { 'x-forwarded-for': '198.51.100.77' };
  const record = { label: 'e2e', level: 'ERROR', time: new Date().toISOString(), message: 'from the e2e suite' };
  const logged = await request.put('/log', { data: record, headers });
  expect(logged.status()).toBe(204);
  expect(logged.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect((await request.put('/performance', { data: { route: '/', metrics: [{ name: 'LCP', value: 1200 }] }, headers })).status()).toBe(204);
  expect((await request.put('/log', { data: { ...record, level: 'LOUD' }, headers })).status()).toBe(400);
});
