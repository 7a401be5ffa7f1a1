import { chromium } from '@playwright/test';
const base = 'http://localhost:3105';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [320, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  let calls = 0;
  await page.route('**/json-api/login**', (route) => {
    calls++;
    return route.fulfill({ status: 503, headers: { 'Retry-After': '9', 'content-type': 'application/json' }, body: JSON.stringify({ errors: [{ code: 'busy' }] }) });
  });
  await page.goto(`${base}/en/login`);
  await page.getByLabel('E-mail').fill('player@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Secret-pass1');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await page.getByText(/retrying in/).waitFor();
  await page.screenshot({ path: `/tmp/ov-shots/login-busy-${width}.png` });
  console.log(width, 'calls', calls, await page.getByRole('status').first().innerText());
  await page.close();
}
await browser.close();
