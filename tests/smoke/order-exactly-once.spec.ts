/**
 * Exactly once, on the production build behind nginx (docs/reliability.md, "Exactly once"): the API is the demo
 * backend answered through Playwright routes, so a test can lose an answer the backend still commits (MSW's service
 * worker in the demo build would answer before any route could).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { getResponse } from 'msw';
import { sameId } from '../../src/domain/id';
import { getDb } from '../../src/mocks/db';
import { handlers } from '../../src/mocks/handlers';
import { expectAccessible } from '../e2e/axe';
import { asLineUser } from '../support/line-user';
import { answerApiWithDemoBackend } from '../support/playwright-api';

const CHAIN_LINE_USER = 'Udemo00000000000000000000000003';

const ordersOf = (customerid: number) =>
  getDb().orders.filter((o) => sameId(o.customerid, customerid));

/** The request as the demo backend takes it. */
async function asRequest(route: Route): Promise<Request> {
  const req = route.request();
  const body = req.postDataBuffer();
  return new Request(req.url(), {
    method: req.method(),
    headers: await req.allHeaders(),
    body: body ? new Uint8Array(body) : undefined,
  });
}

/** order/add as a slow server takes it: the answer is lost, and the order is committed `ms` later. */
async function slowServer(page: Page, ms: number) {
  const sent = { calls: 0 };
  await page.route('**/api/order/add', async (route) => {
    sent.calls += 1;
    const request = await asRequest(route);
    setTimeout(() => void getResponse(handlers, request), ms);
    await route.abort('failed');
  });
  return sent;
}

/** Home → add 豬五花肉片 → drawer → 送出訂單 → the dialog with the shop's `address`, the earliest date, 不指定. */
async function orderPorkBelly(page: Page, address: string) {
  await page.getByRole('button', { name: '加入購物車 豬五花肉片' }).click();
  const addDialog = page.getByRole('dialog', { name: '豬五花肉片' });
  await addDialog.getByRole('button', { name: '加入購物車' }).click();
  await expect(addDialog).toBeHidden();
  await page.getByRole('button', { name: '購物車，1 項' }).click();
  await page.getByRole('button', { name: '送出訂單' }).click();
  const dialog = page.getByRole('dialog', { name: '選擇收貨地址' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: address }).check();
  const date = dialog.getByLabel('希望配送日期');
  await date.fill((await date.getAttribute('min')) ?? '');
  await dialog.getByRole('radio', { name: '不指定' }).check();
  return dialog;
}

test('a slow server commits the order after its answer is lost: the buyer ends on /createorder and the backend holds one order', async ({
  page,
}) => {
  await answerApiWithDemoBackend(page);
  const sent = await slowServer(page, 300);
  await page.goto('/');
  const dialog = await orderPorkBelly(page, '台北市信義區松壽路12號B1');
  const before = ordersOf(101).length;

  await dialog.getByRole('button', { name: '確認' }).dblclick();
  await expect(dialog.getByText('正在確認訂單是否已送出…')).toBeVisible();
  await expectAccessible(page, 'the delivery dialog checking a lost send');
  await expect(page).toHaveURL(/\/createorder$/);
  const card = page.getByRole('region', { name: '您的訂單已送出！' });
  await expect(card).toBeVisible();
  const placed = ordersOf(101);
  expect(placed).toHaveLength(before + 1);
  await expect(card).toContainText(placed.at(-1)?.orderno ?? 'no order');
  expect(sent.calls).toBe(1);
  await expect(page.getByRole('button', { name: /^購物車/ })).toHaveAccessibleName('購物車，0 項');
});

test('an answer cut off mid-body (HTTP 200, malformed JSON) after the backend committed: the app looks it up, one order, shown as sent', async ({
  page,
}) => {
  await answerApiWithDemoBackend(page);
  const sent = { calls: 0 };
  await page.route('**/api/order/add', async (route) => {
    sent.calls += 1;
    await getResponse(handlers, await asRequest(route));
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"code":200,"result":[',
    });
  });
  await page.goto('/');
  const dialog = await orderPorkBelly(page, '台北市信義區松壽路12號B1');
  const before = ordersOf(101).length;

  await dialog.getByRole('button', { name: '確認' }).dblclick();
  await expect(page).toHaveURL(/\/createorder$/);
  await expect(page.getByRole('region', { name: '您的訂單已送出！' })).toBeVisible();
  expect(ordersOf(101)).toHaveLength(before + 1);
  expect(sent.calls).toBe(1);
});

test("a pending send of shop 301 is not shop 302's: 302's 確認 sends 302's order, and 301 is never ordered twice", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await answerApiWithDemoBackend(page);
  await asLineUser(page, CHAIN_LINE_USER);
  // 301's answer is lost and the server never commits it; from then on 301's last order cannot be asked either.
  const lost = { calls: 0 };
  await page.route('**/api/order/add', async (route) => {
    const body = route.request().postDataJSON() as { customerid: string };
    if (body.customerid !== '301') {
      await route.fallback();
      return;
    }
    lost.calls += 1;
    await route.abort('failed');
  });
  await page.route('**/api/order/lastorder?customerid=301', async (route) => {
    if (lost.calls > 0) await route.abort('failed');
    else await route.fallback();
  });

  await page.goto('/');
  const picker = page.getByRole('dialog', { name: '選擇門市' });
  await picker.getByRole('button', { name: /海港鍋物 信義店/ }).click();
  await expect(picker).toBeHidden();
  let dialog = await orderPorkBelly(page, '台北市信義區松高路19號4樓');
  await dialog.getByRole('button', { name: '確認' }).click();
  await expect(dialog.getByText('正在確認訂單是否已送出…')).toBeVisible();
  await dialog.getByRole('button', { name: '關閉' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /^目前門市：海港鍋物 信義店，切換門市$/ }).click();
  await page
    .getByRole('dialog', { name: '選擇門市' })
    .getByRole('button', { name: /板橋店/ })
    .click();
  const before302 = ordersOf(302).length;
  const before301 = ordersOf(301).length;
  dialog = await orderPorkBelly(page, '新北市板橋區縣民大道二段7號');
  await expect(dialog.getByText(/訂單是否已送出|查不到這筆訂單/)).toHaveCount(0);
  await expectAccessible(page, "shop 302's delivery dialog while 301's send is pending");
  await dialog.getByRole('button', { name: '確認' }).click();
  await expect(page).toHaveURL(/\/createorder$/);
  await expect(page.getByRole('region', { name: '您的訂單已送出！' })).toBeVisible();
  expect(ordersOf(302)).toHaveLength(before302 + 1);
  expect(ordersOf(301)).toHaveLength(before301);
  expect(lost.calls).toBe(1);
});
