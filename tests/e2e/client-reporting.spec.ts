import { expect, test, type Page } from '@playwright/test';

/**
 * The browser's reporter (lib/client/reporting): a page's unhandled error and rejection reach
 * PUT /log at level ERROR when the page is hidden, and its Web Vitals reach PUT /performance.
 * The beacons are intercepted (page.route) and read; the server's own answers are tested in
 * tests/integration/client-reports.test.ts.
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
  const logs: LogBody[] = [];
  const vitals: VitalsBody[] = [];
  await page.route('**/log', async (route) => {
    logs.push(JSON.parse(route.request().postData() ?? '{}') as LogBody);
    await route.fulfill({ status: 204 });
  });
  await page.route('**/performance', async (route) => {
    vitals.push(JSON.parse(route.request().postData() ?? '{}') as VitalsBody);
    await route.fulfill({ status: 204 });
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e thrown error');
    });
    void Promise.reject(new Error('e2e unhandled rejection'));
  });
  // The reporter arrives after the load event: until it has, hiding sends nothing, and what was
  // caught waits for it.
  await expect
    .poll(
      async () => {
        await hidePage(page);
        return logs.flatMap((body) => body.records);
      },
      { timeout: 15_000 },
    )
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'window.error', level: 'ERROR', message: 'Error: e2e thrown error' }),
        expect.objectContaining({ label: 'unhandledrejection', level: 'ERROR', message: 'Error: e2e unhandled rejection' }),
      ]),
    );
  const metrics = vitals.flatMap((body) => body.reports).flatMap((report) => report.metrics.map((m) => m.name));
  expect(metrics).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  expect(vitals[0]!.reports[0]!.route).toBe('/');
});

test('a real report is taken by the server: 204 for a record and a timing', async ({ request }) => {
  const record = { label: 'e2e', level: 'ERROR', time: new Date().toISOString(), message: 'from the e2e suite' };
  expect((await request.put('/log', { data: record })).status()).toBe(204);
  expect((await request.put('/performance', { data: { route: '/', metrics: [{ name: 'LCP', value: 1200 }] } })).status()).toBe(204);
  expect((await request.put('/log', { data: { ...record, level: 'LOUD' } })).status()).toBe(400);
});
