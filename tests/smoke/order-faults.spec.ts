/**
 * The fault matrix's e2e part (docs/reliability.md): the ordering path on the production build (mock API off, nginx, the
 * production CSP), the API answered by the demo backend through Playwright routes, POST /api/order/add failing in
 * each way. The buyer double-taps 確認: one order/add is sent; the dialog says what happened; the cart is intact;
 * a 401 kind lands on /login2 once; after the fault, 確認 places exactly one order. A lost answer (network error,
 * time-out, an answer cut off mid-body) is not a failure: tests/smoke/order-exactly-once.spec.ts.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { getDb } from '../../src/mocks/db';
import { answerApiWithDemoBackend } from '../support/playwright-api';
import { fillDeliveryDialog } from '../support/delivery-dialog';

type Fault = (route: Route) => Promise<void>;

const json =
  (body: unknown, headers: Record<string, string> = {}) =>
  (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers,
      body: JSON.stringify(body),
    });

const BUSY = '系統忙碌中，請稍後再試';

const faults: { name: string; fault: Fault; shows: string | RegExp }[] = [
  { name: 'HTTP 500', fault: (r) => r.fulfill({ status: 500, body: '' }), shows: BUSY },
  {
    name: 'a body code 400',
    fault: json({ code: 400, message: '信用額度不足，請聯絡業務' }),
    shows: '信用額度不足，請聯絡業務',
  },
  {
    name: 'an HTML page',
    fault: (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<html>ngrok</html>' }),
    shows: BUSY,
  },
];

/** Home → add 豬五花肉片 → drawer → 送出訂單 → the dialog filled with address, earliest date, 不指定. */
async function fillOrder(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: '加入購物車 豬五花肉片' }).click();
  const addDialog = page.getByRole('dialog', { name: '豬五花肉片' });
  await addDialog.getByRole('button', { name: '加入購物車' }).click();
  await expect(addDialog).toBeHidden();
  await expect(page.getByRole('button', { name: '購物車，1 項' })).toBeVisible();
  return fillDeliveryDialog(page);
}

/** Answers order/add with `fault` while `failing.on`, else lets the demo backend take it; counts the calls. */
async function failOrderAdd(page: Page, fault: Fault) {
  const failing = { on: true, calls: 0 };
  await page.route('**/api/order/add', async (route) => {
    failing.calls += 1;
    if (failing.on) await fault(route);
    else await route.fallback();
  });
  return failing;
}

const storedCart = (page: Page) =>
  page.evaluate(() => localStorage.getItem('sorting-app:ShoppingCart') ?? '');

for (const { name, fault, shows } of faults) {
  test(`order/add answering ${name}: one call, the message, the cart kept, then one order`, async ({
    page,
  }) => {
    await answerApiWithDemoBackend(page);
    const failing = await failOrderAdd(page, fault);
    const dialog = await fillOrder(page);
    const confirm = dialog.getByRole('button', { name: '確認' });
    const ordersBefore = getDb().orders.length;

    await confirm.dblclick();
    await expect(dialog.getByText(shows)).toBeVisible();
    expect(failing.calls).toBe(1);
    // Behind the modal dialog the header is hidden from the accessibility tree, but still there.
    await expect(
      page.getByRole('button', { name: '購物車，1 項', includeHidden: true }),
    ).toBeAttached();
    expect(await storedCart(page)).toContain('豬五花肉片');
    expect(getDb().orders.length).toBe(ordersBefore);

    failing.on = false;
    await confirm.click();
    await expect(page).toHaveURL(/\/createorder$/);
    await expect(page.getByRole('region', { name: '您的訂單已送出！' })).toBeVisible();
    expect(failing.calls).toBe(2);
    expect(getDb().orders.length).toBe(ordersBefore + 1);
  });
}

for (const [name, fault] of [
  ['a body code 401', json({ code: 401, message: 'Unauthorized' })],
  [
    'an invalid_token header',
    json({ code: 200, result: null }, { 'access-token': 'invalid_token' }),
  ],
] as const) {
  test(`order/add answering ${name}: the session ends, /login2 once, the cart kept, no order`, async ({
    page,
  }) => {
    await answerApiWithDemoBackend(page);
    const failing = await failOrderAdd(page, fault);
    const dialog = await fillOrder(page);
    const landings: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login2') {
        landings.push(frame.url());
      }
    });
    const ordersBefore = getDb().orders.length;

    await dialog.getByRole('button', { name: '確認' }).dblclick();
    await expect(page.getByRole('textbox', { name: '帳號' })).toBeVisible();
    // Let any straggling answer arrive before counting.
    await page.waitForTimeout(300);
    expect(landings).toHaveLength(1);
    expect(failing.calls).toBe(1);
    expect(getDb().orders.length).toBe(ordersBefore);
    expect(await storedCart(page)).toContain('豬五花肉片');
  });
}
