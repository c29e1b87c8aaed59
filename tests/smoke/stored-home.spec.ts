/**
 * Home's stored copy on the production build behind nginx (its Content-Security-Policy included): a returning buyer
 * sees the top of home, painted by the entry from storage, before React and the store have loaded; React's home
 * takes its place without moving the first card; the copy goes when the session ends. The start-up chunk is held
 * back to see the copy alone. The API is answered by the demo backend through Playwright routes.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../e2e/axe';
import { answerApiWithDemoBackend } from '../support/playwright-api';

const porkBelly = (page: Page) => page.getByRole('button', { name: '加入購物車 豬五花肉片' });
const copy = (page: Page) => page.locator('#splash .stored-home');
const storedCopy = (page: Page) =>
  page.evaluate(() => localStorage.getItem('sorting-app:homeShell'));

/** The first visit: signed in through LINE, home seen, its copy kept (a moment after the list settles). */
async function firstVisit(page: Page) {
  await answerApiWithDemoBackend(page);
  await page.goto('/');
  await expect(porkBelly(page)).toBeVisible();
  await page.waitForFunction(() => localStorage.getItem('sorting-app:homeShell') !== null);
}

/** The start-up chunk (the store, LINE) waits until the returned function is called: React cannot start. */
async function holdStartUp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

test('a repeat open paints home as last seen before React, and React takes its place without a jump', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text());
  });
  await firstVisit(page);
  const release = await holdStartUp(page);

  await page.reload();
  await expect(copy(page).getByText('豬五花肉片', { exact: true })).toBeVisible();
  await expect(copy(page).getByText('上次購買')).toBeVisible();
  // Inert and hidden from screen readers, which hear 載入中… until React's home is there.
  await expect(copy(page)).toHaveAttribute('aria-hidden', 'true');
  await expect(copy(page)).toHaveAttribute('inert', '');
  await expect(page.getByRole('status').getByText('載入中…')).toBeAttached();
  await expect(porkBelly(page)).toHaveCount(0);
  // It cannot be tapped yet: a bar along the top says the app is still on its way.
  expect(
    await page.evaluate(() => {
      const splash = document.getElementById('splash');
      return splash === null ? null : getComputedStyle(splash, '::after').animationName;
    }),
  ).toBe('splash-progress');
  // No countdown from yesterday: the cutoff line's space is kept empty.
  await expect(copy(page).locator('[data-shell-blank]')).toBeEmpty();
  // The scan waits for animations to end; the bar runs until React is there: it is held still for the scan.
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()));
  await expectAccessible(page, "home's stored copy");
  const copied = await copy(page).locator('[data-product-card]').first().boundingBox();

  release();
  await expect(porkBelly(page)).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0);
  const card = await page.locator('#root [data-product-card]').first().boundingBox();
  expect(card).toEqual(copied);
  expect(blocked).toEqual([]);
});

test('signing out removes the copy: the next buyer on this phone sees the splash, not this shop', async ({
  page,
}) => {
  await firstVisit(page);
  await page.getByRole('button', { name: '開啟選單' }).click();
  await page
    .getByRole('navigation', { name: '主選單' })
    .getByRole('button', { name: '登出' })
    .click();
  await expect(page).toHaveURL(/\/login/);
  expect(await storedCopy(page)).toBeNull();

  await holdStartUp(page);
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText(/載入中…/);
  await expect(page.locator('#splash')).not.toHaveClass(/splash-stored/);
  await expect(copy(page)).toHaveCount(0);
});
