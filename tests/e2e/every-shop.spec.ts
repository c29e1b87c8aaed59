import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { openApp } from './open-app';
import { asLineUser } from '../support/line-user';

const CHAIN_LINE_USER = 'Udemo00000000000000000000000003';

/** Where a journey's screenshots go when E2E_SHOTS names a folder (looked at by hand; never asserted). */
async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (folder === undefined || folder === '') return;
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage: false, animations: 'disabled' });
}

interface DemoOrder {
  orderno: string;
  customerid: number | string;
  deliveryaddress: string;
  orderdetails: { productname: string; productquantity: number }[];
}

/** The demo backend's orders, as it keeps them in the tab's session storage (src/mocks/browser.ts). */
const demoOrders = (page: Page) =>
  page.evaluate(() => {
    const db = JSON.parse(sessionStorage.getItem('sorting-app:demo-db') ?? '{"orders":[]}') as {
      orders: DemoOrder[];
    };
    return db.orders;
  });

/** At 390 px nothing may need sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(width).toBeLessThanOrEqual(390);
}

test("各店訂購: the chain's buyer orders for two of its three shops from one screen, one refused (an empty address) and sent on 重試; each backend order carries its own shop, address and lines", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await asLineUser(page, CHAIN_LINE_USER);
  await openApp(page, '/eachshop');
  await expect(page.getByRole('heading', { level: 1, name: '各店訂購' })).toBeVisible();
  // The three shops side by side, each with its figures.
  for (const name of ['海港鍋物 信義店', '海港鍋物 板橋店', '海港鍋物 台中公益店'])
    await expect(page.getByRole('region', { name })).toContainText('還差 $8,000 免運');
  await expect(page.getByRole('listitem').nth(3)).toBeVisible();
  await expectAccessible(page, '/eachshop');
  await shoot(page, 'eachshop-top');
  await expectNoSidewaysScroll(page);

  // Any other product by search; a quantity per shop.
  await page.getByRole('searchbox', { name: '搜尋商品加入各店' }).fill('松阪豬');
  await page.getByRole('button', { name: '加入 松阪豬' }).click();
  const row = page.getByRole('listitem', { name: '松阪豬' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '增加數量' }).first().click();
  await expect(row.getByLabel('信義店 松阪豬 的數量')).toHaveValue('2.00');
  const banqiao = row.getByLabel('板橋店 松阪豬 的數量');
  await banqiao.fill('6');
  await banqiao.press('Enter');
  await expect(banqiao).toHaveValue('6.00');
  await expect(page.getByRole('region', { name: '海港鍋物 板橋店' })).toContainText('金額 $1,800');
  // Tap targets of a narrow column: the stepper's buttons and its field are 44 px or more.
  // The field's tap target is its whole box (the input's parent), as in the cart.
  for (const target of [
    row.getByRole('button', { name: '增加數量' }).nth(1),
    banqiao.locator('..'),
  ]) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }
  await row.scrollIntoViewIfNeeded();
  await shoot(page, 'eachshop-columns');
  await expectAccessible(page, '/eachshop with quantities');
  await expectNoSidewaysScroll(page);

  // 信義店 is the active shop: its own cart drawer holds the line typed in its column.
  await page.getByRole('button', { name: '購物車，1 項' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('松阪豬')).toBeVisible();
  await expect(drawer.getByRole('textbox').first()).toHaveValue('2.00');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const before = (await demoOrders(page)).length;
  await page.getByRole('button', { name: '檢查並送出' }).click();
  await expect(page.getByRole('heading', { name: '確認各店訂單' })).toBeVisible();
  // Only the two shops with lines; 台中公益店 has none.
  await expect(page.getByRole('region', { name: '海港鍋物 台中公益店' })).toHaveCount(0);
  const second = page.getByRole('region', { name: '海港鍋物 板橋店' });
  // The demo's refusal: 板橋店's address left empty fails 板橋店 alone; 信義店 is sent.
  await second.getByLabel('收貨地址').selectOption({ label: '（未選擇）' });
  await expectAccessible(page, '/eachshop review');
  await expectNoSidewaysScroll(page);
  await shoot(page, 'eachshop-review');
  await page.getByRole('button', { name: '送出 2 家店的訂單' }).click();
  const first = page.getByRole('region', { name: '海港鍋物 信義店' });
  await expect(first.getByRole('status')).toContainText(/已送出（SO\d{8}-\d{4}）/);
  await expect(second.getByRole('status')).toContainText('失敗：請選擇收貨地址');
  await second.getByRole('status').scrollIntoViewIfNeeded();
  await shoot(page, 'eachshop-refused');
  await expectAccessible(page, '/eachshop with one shop refused');

  await second.getByLabel('收貨地址').selectOption({ label: '新北市板橋區文化路一段188巷12號' });
  await second.getByRole('button', { name: '重試' }).click();
  await expect(second.getByRole('status')).toContainText(/已送出（SO\d{8}-\d{4}）/);
  await shoot(page, 'eachshop-sent');
  await expectAccessible(page, '/eachshop sent');

  const placed = (await demoOrders(page)).slice(before);
  expect(
    placed.map((o) => [
      String(o.customerid),
      o.deliveryaddress,
      o.orderdetails.map((l) => [l.productname, l.productquantity]),
    ]),
  ).toEqual([
    ['301', '台北市信義區松高路19號4樓', [['松阪豬', 2]]],
    ['302', '新北市板橋區文化路一段188巷12號', [['松阪豬', 6]]],
  ]);
  await expect(first.getByRole('status')).toContainText(placed[0]?.orderno ?? '-');
  await expect(second.getByRole('status')).toContainText(placed[1]?.orderno ?? '-');
  // Each shop's cart emptied with its order.
  await expect(page.getByRole('button', { name: '購物車，0 項' })).toBeVisible();
});
