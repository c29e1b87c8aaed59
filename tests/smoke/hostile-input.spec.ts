/**
 * Hostile input: names, addresses, remarks and messages from the server that carry HTML, script tags,
 * `javascript:` links or very long strings are shown as text. Nothing of them runs (no script, no dialog), no
 * `javascript:` link reaches the page, no screen scrolls sideways at 390 px, and the production build served with
 * the repo's nginx CSP reports no violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../src/phone/token-store';
import { getDb } from '../../src/mocks/db';
import { watchCsp } from '../support/csp';
import { answerApiWithDemoBackend } from '../support/playwright-api';

/** Each payload sets window.__pwned if any part of it ever runs. */
const SCRIPT_TAG = '<script>window.__pwned = "script"</script>';
const IMG_ONERROR = '<img src=x onerror="window.__pwned = \'img\'">';
const JS_LINK = '<a href="javascript:window.__pwned=\'link\'">點我</a>';
const LONG = '超長品名'.repeat(10) + 'X'.repeat(240);

/** The demo shop 101 and its catalogue, with hostile text in every field a buyer reads. */
function poisonDemoData(): { productName: string; address: string; messageTitle: string } {
  const db = getDb();
  const productName = `${IMG_ONERROR}梅花豬${SCRIPT_TAG}`;
  db.products.forEach((product, index) => {
    product.productname =
      index % 2 === 0 ? `${productName}${String(index)}` : `${LONG}${String(index)}`;
  });
  const shop = db.customers.find((c) => String(c.id) === '101');
  if (shop === undefined) throw new Error('the demo seed has no shop 101');
  const address = `${JS_LINK}台北市${LONG}`;
  const first = shop.addresses?.[0];
  if (first === undefined) throw new Error('shop 101 has no address');
  first.address = address;
  first.contactperson = SCRIPT_TAG;
  shop.remark = `${IMG_ONERROR}${LONG}`;
  shop.fullname = `${SCRIPT_TAG}禾豐燒肉餐飲有限公司`;
  const messageTitle = `${SCRIPT_TAG}年節出貨公告`;
  shop.messages = [
    { id: 1, title: messageTitle, content: `javascript:alert(1) ${IMG_ONERROR}`, createtime: '' },
  ];
  return { productName, address, messageTitle };
}

/** Dialogs the page opened (alert, confirm, prompt) and CSP violations it reported. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const cspViolations = await watchCsp(page);
  return {
    dialogs,
    async expectNothingRan(where: string) {
      const state = {
        ...(await page.evaluate(() => ({
          pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
          jsLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
          scriptsInBody: document.body.querySelectorAll('script').length,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        }))),
        csp: await cspViolations(),
      };
      expect(state, where).toEqual({
        pwned: null,
        csp: [],
        jsLinks: 0,
        scriptsInBody: 0,
        overflow: 0,
      });
      expect(dialogs, where).toEqual([]);
    },
  };
}

test('hostile names, addresses, remarks and messages render as text and run nothing', async ({
  page,
}) => {
  await answerApiWithDemoBackend(page);
  const { productName, address, messageTitle } = poisonDemoData();
  const guard = await watch(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  // The literal text, tags and all, is on the card.
  await expect(page.getByText(`${productName}0`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`${LONG}1`, { exact: true }).first()).toBeVisible();
  await guard.expectNothingRan('home');

  // The notification bell's list.
  await page.getByRole('button', { name: /通知/ }).click();
  await expect(page.getByText(messageTitle, { exact: true })).toBeVisible();
  await guard.expectNothingRan('the messages');
  await page.keyboard.press('Escape');

  await page.goto('/address');
  // The stacked card names each cell: 送貨地址 then the address, as text.
  await expect(page.getByRole('cell', { name: `送貨地址 ${address}`, exact: true })).toBeVisible();
  await guard.expectNothingRan('/address');
});

// The push-log messages are asserted whole in tests/integration/checkout/order-notice.test.tsx (order number and
// error only).
test('the tokens never appear in a URL or on the console', async ({ page }) => {
  await answerApiWithDemoBackend(page);
  const urls: string[] = [];
  const consoleLines: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('console', (message) => consoleLines.push(message.text()));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  await page.goto('/order');
  await expect(page.getByRole('heading', { name: '我的訂單' })).toBeVisible();

  const { access, refresh } = await page.evaluate(
    (keys) => ({
      access: localStorage.getItem(keys.access),
      refresh: localStorage.getItem(keys.refresh),
    }),
    { access: ACCESS_TOKEN_KEY, refresh: REFRESH_TOKEN_KEY },
  );
  // Signed in through LINE: both tokens are there to look for.
  expect(access?.length ?? 0).toBeGreaterThan(20);
  expect(refresh?.length ?? 0).toBeGreaterThan(20);
  for (const token of [access ?? '', refresh ?? '']) {
    expect(urls.filter((url) => url.includes(token))).toEqual([]);
    expect(consoleLines.filter((line) => line.includes(token))).toEqual([]);
  }
});
