import { expect, test } from '@playwright/test';
import { watchCsp } from '../support/csp';
import { answerApiWithDemoBackend } from '../support/playwright-api';
import { asLineUser } from '../support/line-user';

test('a deep link to /order for a LINE user not bound yet lands on /login2, with no CSP violation', async ({
  page,
}) => {
  await answerApiWithDemoBackend(page);
  await asLineUser(page, 'Udemo00000000000000000000000002');
  const violations = await watchCsp(page);
  const response = await page.goto('/order');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page).toHaveURL(/\/login2$/);
  await expect(page.getByRole('textbox', { name: '帳號' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('signed in through LINE, a reload of a deep link opens the same screen', async ({ page }) => {
  await answerApiWithDemoBackend(page);
  const violations = await watchCsp(page);
  await page.goto('/pagetwo');
  await expect(page.getByRole('button', { name: 'Kr' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/pagetwo$/);
  await expect(page.getByRole('button', { name: 'Kr' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("home's time-zone worker is the site's own script and runs under the page's policy", async ({
  page,
}) => {
  await answerApiWithDemoBackend(page);
  const violations = await watchCsp(page);
  const worker = page.waitForEvent('worker');
  await page.goto('/');
  // script-src 'self' admits it: a hashed file under /assets, not a blob.
  expect((await worker).url()).toMatch(/\/assets\/time-zone-warm-up\.worker-[\w-]+\.js$/);
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  await expect(page.getByText(/前下單，最快/)).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('hashed assets are cached for a year and compressed; index.html is always revalidated', async ({
  request,
}) => {
  // The entry script, not whichever script answers first: nginx leaves a file under its gzip_min_length (512 bytes)
  // uncompressed, as it should, and a few of the app's chunks are that small.
  const html = await (await request.get('/login')).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(
    html,
  )?.[1];
  expect(entry).toBeDefined();
  const asset = await request.get(entry ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  const index = await request.get('/index.html');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const deepLink = await request.get('/orderdetail?page=2');
  expect(deepLink.status()).toBe(200);
  expect(deepLink.headers()['cache-control']).toBe('no-cache');
  expect(await deepLink.text()).toContain('<div id="root">');
});
