import { expect, test, type Route } from '@playwright/test';
import { answerApiWithDemoBackend } from '../support/playwright-api';
import { fillDeliveryDialog } from '../support/delivery-dialog';
import { connection } from '../support/offline';

test('shots', async ({ page, context }) => {
  test.setTimeout(240_000);
  await answerApiWithDemoBackend(page);
  await page.goto('/');
  await page.getByRole('button', { name: '加入購物車 豬五花肉片' }).click();
  const addDialog = page.getByRole('dialog', { name: '豬五花肉片' });
  await addDialog.getByRole('button', { name: '加入購物車' }).click();
  await expect(addDialog).toBeHidden();
  const dialog = await fillDeliveryDialog(page);
  const net = connection(context, page);
  await net.lose();
  await dialog.getByRole('button', { name: '確認' }).click();
  await dialog.getByRole('button', { name: '網路恢復後自動送出' }).click();
  const bar = page.getByRole('status', { name: '等待送出的訂單' });
  await expect(bar).toContainText('1 筆訂單等待網路');
  let held: Route | null = null;
  const left = new Promise<void>((resolve) => {
    void page.route((u) => u.pathname === '/api/order/add', (r) => { held = r; resolve(); }, { times: 1 });
  });
  await net.regain();
  await left;
  // lastorder fails from now: the outcome stays unknown.
  await page.route((u) => u.pathname === '/api/order/lastorder', (r) => r.abort('internetdisconnected'));
  await page.reload();
  await (held as Route | null)?.abort().catch(() => undefined);
  await expect(bar).toContainText('正在確認等待中的訂單是否已送出');
  await page.screenshot({ path: '/tmp/shots/kept-checking.png', animations: 'disabled' });
  await expect(bar).toContainText('可能沒有送出', { timeout: 90_000 });
  await page.screenshot({ path: '/tmp/shots/kept-unknown.png', animations: 'disabled' });
  await bar.getByRole('button', { name: '重新送出' }).click();
  await page.screenshot({ path: '/tmp/shots/kept-resend-confirm.png', animations: 'disabled' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await answerApiWithDemoBackend(page);
  await page.getByRole('button', { name: '確定重新送出' }).click();
  await expect(bar).toContainText('訂單已送出', { timeout: 30_000 });
  await page.screenshot({ path: '/tmp/shots/kept-sent.png', animations: 'disabled' });
  await page.goto('/order');
  await expect(bar).toContainText('訂單已送出');
  await page.screenshot({ path: '/tmp/shots/kept-sent-orders.png', animations: 'disabled' });
});
