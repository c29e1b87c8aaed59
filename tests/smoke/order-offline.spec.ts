/**
 * 確認 with the browser offline, on the production build behind nginx (the API answered by the demo backend through
 * Playwright routes, refused while offline): the dialog names the connection as the reason, sends nothing and keeps
 * the cart; kept for later, the order is sent once the browser is back online.
 */
import { expect, test } from '@playwright/test';
import { getDb } from '../../src/mocks/db';
import { answerApiWithDemoBackend } from '../support/playwright-api';
import { fillDeliveryDialog } from '../support/delivery-dialog';
import { connection } from '../support/offline';
import { expectAccessible } from '../e2e/axe';

test('確認 offline says 目前沒有網路連線, sends nothing and keeps the cart', async ({
  page,
  context,
}) => {
  await answerApiWithDemoBackend(page);
  const orderCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/order/')) orderCalls.push(pathname);
  });
  await page.goto('/');
  await page.getByRole('button', { name: '加入購物車 豬五花肉片' }).click();
  const addDialog = page.getByRole('dialog', { name: '豬五花肉片' });
  await addDialog.getByRole('button', { name: '加入購物車' }).click();
  await expect(addDialog).toBeHidden();
  const dialog = await fillDeliveryDialog(page);
  const ordersBefore = getDb().orders.length;
  orderCalls.length = 0;

  await connection(context, page).lose();
  await dialog.getByRole('button', { name: '確認' }).click();

  await expect(dialog.getByRole('status')).toHaveText('目前沒有網路連線網路恢復後自動送出');
  expect(orderCalls).toEqual([]);
  expect(getDb().orders.length).toBe(ordersBefore);
  await expect(dialog.getByRole('button', { name: '確認' })).toBeEnabled();
  const cart = await page.evaluate(() => localStorage.getItem('sorting-app:ShoppingCart') ?? '');
  expect(cart).toContain('豬五花肉片');
});

test('at 390x844: offline 確認 keeps the order, the bar waits; back online it is sent once and the bar says 已送出', async ({
  page,
  context,
}) => {
  await answerApiWithDemoBackend(page);
  const orderAdds: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/order/add') orderAdds.push(request.method());
  });
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
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
  const keep = dialog.getByRole('button', { name: '網路恢復後自動送出' });
  await expect(keep).toBeVisible();
  await expectAccessible(page, 'the delivery dialog offline, offering to send later');
  await keep.click();
  await expect(dialog).toBeHidden();
  const bar = page.getByRole('status', { name: '等待送出的訂單' });
  await expect(bar).toContainText('1 筆訂單等待網路，恢復後自動送出');
  const stored = await page.evaluate(() => localStorage.getItem('sorting-app:Order') ?? '');
  expect(stored).toContain('豬五花肉片');
  await expect(page.getByRole('button', { name: '購物車，1 項' })).toBeVisible();
  await expectAccessible(page, 'home with an order waiting for the network');

  expect(orderAdds).toEqual([]);

  await net.regain();
  await expect(bar).toContainText(/訂單已送出（訂單編號 SO\d{8}-\d{4}）/);
  const orderno = getDb().orders.at(-1)?.orderno ?? '';
  await expect(bar).toContainText(`訂單已送出（訂單編號 ${orderno}）`);
  expect(orderAdds).toEqual(['POST']);
  expect(getDb().orders.length).toBe(ordersBefore + 1);
  await expectAccessible(page, 'the bar saying the waiting order was sent');
  await bar.getByRole('link', { name: '查看訂單' }).click();
  await expect(page).toHaveURL(/\/createorder$/);
  await expect(page.getByRole('region', { name: '您的訂單已送出！' })).toBeVisible();
});
