/**
 * The hole this journey closes: a buyer keeps an order offline (網路恢復後自動送出), the signal returns, and within
 * the first second the page is reloaded (LINE's window closed and opened again) while the kept order's order/add is
 * on its way and has not reached the backend. The production build behind nginx, at 390x844, the API answered by
 * the demo backend through Playwright routes: after the reload the bar says the order is being checked, and once
 * the lost call can no longer land (its 50 s time limit and a margin) the app sends it by itself: one order, and
 * the bar names it.
 */
import { expect, test, type Route } from '@playwright/test';
import { getDb } from '../../src/mocks/db';
import { expectAccessible } from '../e2e/axe';
import { fillDeliveryDialog } from '../support/delivery-dialog';
import { connection } from '../support/offline';
import { answerApiWithDemoBackend } from '../support/playwright-api';

test('a reload within the first second after the signal returns: the kept order is still there, and it is sent once', async ({
  page,
  context,
}) => {
  // The watch of the lost send (30 s) and the wait until it can no longer land (55 s after it left).
  test.setTimeout(180_000);
  await answerApiWithDemoBackend(page);
  const orderAdds: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/order/add') orderAdds.push(request.method());
  });
  await page.goto('/');
  await page.getByRole('button', { name: '加入購物車 豬五花肉片' }).click();
  const addDialog = page.getByRole('dialog', { name: '豬五花肉片' });
  await addDialog.getByRole('button', { name: '加入購物車' }).click();
  await expect(addDialog).toBeHidden();
  const dialog = await fillDeliveryDialog(page);
  const ordersBefore = getDb().orders.length;
  const net = connection(context, page);

  await net.lose();
  await dialog.getByRole('button', { name: '確認' }).click();
  await dialog.getByRole('button', { name: '網路恢復後自動送出' }).click();
  const bar = page.getByRole('status', { name: '等待送出的訂單' });
  await expect(bar).toContainText('1 筆訂單等待網路，恢復後自動送出');

  // The first order/add never reaches the backend: the page is reloaded while it is on its way.
  let held: Route | null = null;
  const firstAddLeft = new Promise<void>((resolve) => {
    void page.route(
      (url) => url.pathname === '/api/order/add',
      (route) => {
        held = route;
        resolve();
      },
      { times: 1 },
    );
  });
  await net.regain();
  await firstAddLeft;
  await page.reload();
  await (held as Route | null)?.abort().catch(() => undefined);

  await expect(bar).toContainText('正在確認等待中的訂單是否已送出…');
  expect(getDb().orders.length).toBe(ordersBefore);
  await expectAccessible(page, 'home after the reload, the kept order being checked');

  await expect(bar).toContainText(/訂單已送出（訂單編號 SO\d{8}-\d{4}）/, { timeout: 120_000 });
  const orderno = getDb().orders.at(-1)?.orderno ?? '';
  await expect(bar).toContainText(`訂單已送出（訂單編號 ${orderno}）`);
  expect(getDb().orders.length).toBe(ordersBefore + 1);
  expect(orderAdds).toEqual(['POST', 'POST']);
  const stored = await page.evaluate(() => localStorage.getItem('sorting-app:Order') ?? '');
  const fields = JSON.parse(stored) as { kept: string };
  expect(JSON.parse(fields.kept)).toEqual({});
  await expectAccessible(page, 'the bar saying the kept order was sent after the reload');

  // Nothing more leaves on later signals.
  await net.lose();
  await net.regain();
  await page.waitForTimeout(1_000);
  expect(orderAdds).toEqual(['POST', 'POST']);
  expect(getDb().orders.length).toBe(ordersBefore + 1);
});
