/**
 * A repeat open on the production build behind nginx: the shop's last view shows before the server has answered,
 * is replaced by the answer without moving the first card, and when the network is down at open it stays on show
 * with a notice, with adding refused until the prices are confirmed. The API is answered by the demo backend
 * through Playwright routes.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../e2e/axe';
import { answerApiWithDemoBackend } from '../support/playwright-api';

const porkBelly = (page: Page) => page.getByRole('button', { name: '加入購物車 豬五花肉片' });

/** The first visit: signed in through LINE, home seen, its snapshot written (a moment after the list settles). */
async function firstVisit(page: Page) {
  await answerApiWithDemoBackend(page);
  await page.goto('/');
  await expect(porkBelly(page)).toBeVisible();
  await page.waitForFunction(() => localStorage.getItem('sorting-app:lastSeen') !== null);
}

test('repeat open: the last view shows before any answer, then the server answer replaces it', async ({
  page,
}) => {
  await firstVisit(page);
  // The next open: the product list holds its answer until the test has seen the stored one.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/product/list', async (route) => {
    await held;
    await route.fallback();
  });

  await page.reload();
  await expect(porkBelly(page)).toBeVisible();
  await expect(page.getByText('正在更新商品與價格…')).toBeVisible();
  await expectAccessible(page, 'home showing the last visit');

  // Where the first card stands while the stored list shows: the answer must not move it.
  const before = await porkBelly(page).boundingBox();
  release();
  await expect(page.getByText('正在更新商品與價格…')).toBeHidden();
  await expect(porkBelly(page)).toBeVisible();
  expect(await porkBelly(page).boundingBox()).toEqual(before);
});

test('repeat open offline: the last view shows with a notice, adding waits for a connection', async ({
  page,
}) => {
  await firstVisit(page);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));

  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: '網路連線異常，請稍後再試' });
  await expect(notice).toHaveText(/顯示的是上次看到的商品，價格可能已變動。/);
  await expect(porkBelly(page)).toBeVisible();
  await expectAccessible(page, 'home offline with the last visit');

  await porkBelly(page).click();
  const dialog = page.getByRole('dialog', { name: '豬五花肉片' });
  await expect(dialog.getByText('無法取得最新價格，連線後才能加入購物車。')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '加入購物車' })).toBeDisabled();
  await expectAccessible(page, 'the add dialog while offline');
  await dialog.getByRole('button', { name: '取消' }).click();

  await page.unroute('**/api/**');
  await notice.getByRole('button', { name: '重試' }).click();
  await expect(notice).toBeHidden();
  await porkBelly(page).click();
  await expect(dialog.getByRole('button', { name: '加入購物車' })).toBeEnabled();
});
