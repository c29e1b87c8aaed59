import { expect, test } from '@playwright/test';
import { businessDay } from '../../src/domain/business-day';
import { monthDay } from '../../src/domain/price-change';
import { expectAccessible } from './axe';
import { openApp } from './open-app';

/** Yesterday in the business zone, as the demo's first open remembers its prices (src/mocks/price-memory-seed.ts). */
function yesterday(): string {
  const date = new Date(`${businessDay(new Date(), 'Asia/Taipei')}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return monthDay(date.toISOString().slice(0, 10));
}

test('what changed in price since yesterday: on home’s cards, in the cart drawer and on /guide', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const day = yesterday();
  await openApp(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: '商品總覽' })).toBeVisible();

  // Home: 豬五花肉片 was $270 yesterday and is $285 today; 梅花豬肉片 went from $275 to $265.
  const pork = page.getByRole('listitem').filter({
    has: page.getByRole('button', { name: '加入購物車 豬五花肉片' }),
  });
  const up = pork.getByRole('img', { name: `比 ${day} 貴 15 元` });
  await expect(up).toHaveText(`↑ $15（${day} $270）`);
  const shoulder = page.getByRole('listitem').filter({
    has: page.getByRole('button', { name: '加入購物車 梅花豬肉片' }),
  });
  await expect(shoulder.getByRole('img', { name: `比 ${day} 便宜 10 元` })).toHaveText(
    `↓ $10（${day} $275）`,
  );
  // 豬絞肉 costs what it did yesterday: nothing is shown.
  const mince = page.getByRole('listitem').filter({
    has: page.getByRole('button', { name: '加入購物車 豬絞肉' }),
  });
  await expect(mince.getByRole('img', { name: /^比 / })).toHaveCount(0);
  // One line on a phone, never wrapped inside nor cut short by the card.
  const upBox = await up.boundingBox();
  expect(upBox?.height ?? 0).toBeLessThan(24);
  const line = up.locator('xpath=..');
  expect(await line.evaluate((p) => p.scrollWidth <= p.clientWidth)).toBe(true);
  const cardBox = await pork.boundingBox();
  expect((upBox?.y ?? 0) + (upBox?.height ?? 0)).toBeLessThanOrEqual(
    (cardBox?.y ?? 0) + (cardBox?.height ?? 0),
  );
  await expectAccessible(page, 'home with price changes');

  // The cart: each changed line, and the count in the drawer's header.
  for (const name of ['豬五花肉片', '梅花豬肉片', '豬絞肉']) {
    await page.getByRole('button', { name: `加入購物車 ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('button', { name: '加入購物車' }).click();
    await expect(dialog).toBeHidden();
    await page.getByText('已加入購物車', { exact: true }).click();
    await expect(page.getByText('已加入購物車', { exact: true })).toBeHidden();
  }
  await page.getByRole('button', { name: '購物車，3 項' }).click();
  const drawer = page.getByRole('dialog', { name: '購物車' });
  await expect(drawer.getByText('2 項價格有變動')).toBeVisible();
  await expect(
    drawer.getByRole('listitem', { name: '豬五花肉片' }).getByRole('img', {
      name: `比 ${day} 貴 15 元`,
    }),
  ).toHaveText(`↑ $15（${day} $270）`);
  await expect(
    drawer.getByRole('listitem', { name: '豬絞肉' }).getByRole('img', { name: /^比 / }),
  ).toHaveCount(0);
  await expectAccessible(page, 'the cart drawer with price changes');
  await drawer.getByRole('button', { name: '關閉購物車' }).click();
  await expect(drawer).toBeHidden();

  // /guide: 雞胸肉 was $1,720 yesterday, $1,680 today; 杏鮑菇 went from $110 to $120.
  await page.goto('/guide');
  const guide = page.getByRole('list', { name: '常用清單' });
  const row = (name: string) =>
    guide.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
  // The row first, then its badge: on a busy machine the guide's catalogue alone can take most of a timeout.
  await expect(row('雞胸肉')).toBeVisible();
  await expect(row('雞胸肉').getByRole('img', { name: `比 ${day} 便宜 40 元` })).toHaveText(
    `↓ $40（${day} $1,720）`,
  );
  await expect(row('杏鮑菇').getByRole('img', { name: `比 ${day} 貴 10 元` })).toHaveText(
    `↑ $10（${day} $110）`,
  );
  await expectAccessible(page, '/guide with price changes');

  // Opened again today, the same changes: they are relative to yesterday, not to today's first open.
  await page.reload();
  await expect(row('雞胸肉')).toBeVisible();
  await expect(row('雞胸肉').getByRole('img', { name: `比 ${day} 便宜 40 元` })).toBeVisible();
});
