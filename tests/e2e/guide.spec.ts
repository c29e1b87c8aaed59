import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { fillDeliveryDialog } from '../support/delivery-dialog';
import { openApp } from './open-app';
import { demoBackendWith } from './demo-backend';

/**
 * The shop's history call fails until `window.guideHistoryUp` is set: the demo answers inside the browser (a
 * service worker Playwright's routes cannot reach), so the call is sent to a path the demo does not know and the
 * preview server answers it with its HTML page, as a misrouted backend would: the app's http layer takes that for
 * a failure.
 */
async function historyCallFails(page: Page): Promise<void> {
  await page.addInitScript(() => {
    XMLHttpRequest.prototype.open = new Proxy(
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with each request as its this
      XMLHttpRequest.prototype.open,
      {
        apply(open, request, args: unknown[]) {
          const up = (window as { guideHistoryUp?: boolean }).guideHistoryUp === true;
          if (!up) args[1] = String(args[1]).replace('/api/order/list?', '/api/order/list-down?');
          return Reflect.apply(open, request, args) as unknown;
        },
      },
    );
  });
}

test('home’s 常用清單 card → the guide → its usual products into an empty cart in one tap → the order is sent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openApp(page, '/');
  const card = page.getByRole('link', { name: /^常用清單/ });
  await expect(card).toContainText(/\d+ 項常訂商品/);
  await expectAccessible(page, 'home with the guide card');
  await card.click();

  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: '常用清單' })).toBeVisible();
  const guide = page.getByRole('list', { name: '常用清單' });
  const rows = guide.getByRole('listitem');
  // The demo shop orders the same products again and again: at least eight of them.
  await expect(rows.nth(7)).toBeVisible();
  const count = await rows.count();
  const add = page.getByRole('button', { name: `加入購物車（${String(count)} 項）` });
  await expect(add).toBeVisible();
  await expect(rows.first()).toContainText(/常訂 \d+\.\d{2}/);
  // The journey starts from an empty cart: nothing of the guide is in it yet.
  await expect(page.getByRole('button', { name: '購物車，0 項' })).toBeVisible();
  await expect(guide.getByText('已在購物車')).toHaveCount(0);
  await expect(rows.first()).toContainText(/上次 \d{1,2}\/\d{1,2}/);
  await expectAccessible(page, '/guide');

  // Tap targets: the row's checkbox and the stepper's buttons are at least 44 px.
  const checkbox = rows.first().getByRole('checkbox');
  const box = await checkbox.locator('..').boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  await add.click();
  const summary = page.getByRole('alert').filter({ hasText: '已加入購物車：' });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('button', { name: '加入購物車（0 項）' })).toBeVisible();
  await expect(rows.first()).toContainText('已在購物車');
  await expectAccessible(page, '/guide after adding');
  // The summary stays until the buyer closes it, as a buyer does before going on to the cart.
  await summary.getByRole('button', { name: '關閉' }).click();
  await expect(summary).toBeHidden();

  // The cart holds every product of the guide; send it.
  await expect(page.getByRole('button', { name: `購物車，${String(count)} 項` })).toBeVisible();
  const dialog = await fillDeliveryDialog(page);
  await dialog.getByRole('button', { name: '確認' }).click();

  await expect(page).toHaveURL(/\/createorder$/);
  const sent = page.getByRole('region', { name: '您的訂單已送出！' });
  await expect(sent).toBeVisible();
  await expect(sent.locator('dt:text-is("品項") + dd')).toHaveText(String(count));
});

test('a shop without orders: home’s card and /guide say so and link to 商品總覽 (axe)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await demoBackendWith(page, (db) => {
    db.orders = db.orders.filter((order) => String(order.customerid) !== '101');
  });
  await openApp(page, '/');
  const card = page.getByRole('link', { name: /^常用清單/ });
  await expect(card).toContainText('下過訂單後，常訂的商品會列在這裡');
  await card.click();

  await expect(page).toHaveURL(/\/guide$/);
  await expect(
    page.getByText(
      '這個門市還沒有訂單。到商品總覽挑選商品，下過幾次訂單後，常訂的商品就會列在這裡。',
    ),
  ).toBeVisible();
  await expectAccessible(page, '/guide, a shop without orders');
  await page.getByRole('link', { name: '前往商品總覽' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '商品總覽' })).toBeVisible();
});

test('the history call fails: home’s card says so, /guide shows the error and 重試 loads it (axe)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await historyCallFails(page);
  await openApp(page, '/');
  const card = page.getByRole('link', { name: /^常用清單/ });
  await expect(card).toContainText('暫時無法載入，點開可重試');
  await expectAccessible(page, 'home, the guide card without its history');
  await card.click();

  await expect(page).toHaveURL(/\/guide$/);
  const retry = page.getByRole('button', { name: '重試' });
  await expect(retry).toBeVisible();
  await expect(page.getByText('系統忙碌中，請稍後再試')).toBeVisible();
  await expectAccessible(page, '/guide, the history call failed');

  await page.evaluate(() => {
    (window as { guideHistoryUp?: boolean }).guideHistoryUp = true;
  });
  await retry.click();
  await expect(
    page.getByRole('list', { name: '常用清單' }).getByRole('listitem').nth(7),
  ).toBeVisible();
});

test('盤點: count the walk-in, order up to par, the rows go into the cart at 建議 (axe)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openApp(page, '/guide');
  const guide = page.getByRole('list', { name: '常用清單' });
  const first = guide.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';

  await page.getByRole('switch', { name: '盤點' }).click();
  const onHand = first.getByRole('textbox', { name: `現有 ${name}` });
  const par = first.getByRole('textbox', { name: `安全量 ${name}` });
  await expect(onHand).toHaveValue('');
  await expectAccessible(page, '/guide counting');

  // We keep 10, we have 10: nothing to order, the row is unticked.
  await par.fill('10');
  await onHand.fill('10');
  await expect(first).toContainText(/建議 0 /);
  await expect(first.getByRole('checkbox')).not.toBeChecked();
  // A bad entry says why beside its field.
  await onHand.fill('-1');
  await expect(first.getByText('請輸入 0 以上的數字')).toBeVisible();
  await expectAccessible(page, '/guide counting, a bad entry');
  // We have 4: 建議 is the 6 short, on the order multiple, and the row is ticked again.
  await onHand.fill('4');
  await expect(first).toContainText(/建議 [1-9]/);
  await expect(first.getByRole('checkbox')).toBeChecked();

  const add = page.getByRole('button', { name: /^加入購物車（\d+ 項）$/ });
  await add.click();
  const summary = page.getByRole('alert').filter({ hasText: '已加入購物車' });
  await expect(summary).toContainText(name);
  await expectAccessible(page, '/guide counting, added');
  await summary.getByRole('button', { name: '關閉' }).click();
  await expect(first).toContainText('已在購物車');
});
