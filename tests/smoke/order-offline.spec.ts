/**
 * 確認 with the browser offline, on the production build behind nginx (the API answered by the demo backend through
 * Playwright routes, refused while offline): the dialog names the connection as the reason, sends nothing and keeps
 * the cart.
 */
import { expect, test } from '@playwright/test';
import { getDb } from '../../src/mocks/db';
import { answerApiWithDemoBackend } from '../support/playwright-api';
import { fillDeliveryDialog } from '../support/delivery-dialog';
import { connection } from '../support/offline';

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

  await expect(dialog.getByRole('status')).toHaveText('目前沒有網路連線');
  expect(orderCalls).toEqual([]);
  expect(getDb().orders.length).toBe(ordersBefore);
  await expect(dialog.getByRole('button', { name: '確認' })).toBeEnabled();
  const cart = await page.evaluate(() => localStorage.getItem('sorting-app:ShoppingCart') ?? '');
  expect(cart).toContain('豬五花肉片');
});
