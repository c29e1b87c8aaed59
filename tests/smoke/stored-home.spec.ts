/**
 * Home's stored copy on the production build behind nginx (its Content-Security-Policy included): a returning buyer
 * sees the top of home, painted by the entry from storage, before React and the store have loaded; React's home
 * takes its place without moving the first card; the copy goes when the session ends. The start-up chunk is held
 * back to see the copy alone. The API is answered by the demo backend through Playwright routes.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
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
  // The style engine took the copy's rules as made: React's home did not make any of them again.
  const styles = await page.evaluate(() => {
    const taken = document.querySelector('head style[data-emotion^="css "]');
    const names = (taken?.getAttribute('data-emotion') ?? '').split(' ').slice(1);
    const madeNow = [
      ...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'),
    ].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
    const classes = new Set(madeNow.flatMap((text) => text.match(/css-[\w-]+/g) ?? []));
    return { taken: names.length, madeAgain: names.filter((name) => classes.has(`css-${name}`)) };
  });
  expect(styles.taken).toBeGreaterThan(40);
  expect(styles.madeAgain).toEqual([]);
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

/** Taps the copy where `part` is drawn, as a finger would: the copy is inert, the tap lands on the splash. */
async function tapCopy(page: Page, part: ReturnType<Page['locator']>) {
  const box = await part.boundingBox();
  if (box === null) throw new Error('the copy does not show that part');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('a tap on the copy is not lost: 加入購物車 tapped twice before the app is live opens its dialog once, when it is', async ({
  page,
}) => {
  await firstVisit(page);
  const release = await holdStartUp(page);
  await page.reload();
  const porkBellyAdd = copy(page).getByRole('button', {
    name: '加入購物車 豬五花肉片',
    includeHidden: true,
  });
  await expect(porkBellyAdd).toBeVisible();
  await tapCopy(page, porkBellyAdd);
  await tapCopy(page, porkBellyAdd);
  // The tap is taken: the part shows it.
  await expect(porkBellyAdd).toHaveAttribute('data-tapped', '');

  release();
  const dialog = page.getByRole('dialog', { name: '豬五花肉片' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the add dialog opened by a tap on the copy');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  // Carried once: nothing opens again.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** A finger on a phone's screen (touch through Chromium's DevTools protocol): a tap is hit-tested where it lifts. */
class Finger {
  private constructor(private readonly cdp: CDPSession) {}
  static async on(page: Page): Promise<Finger> {
    return new Finger(await page.context().newCDPSession(page));
  }
  private touch(type: 'touchStart' | 'touchMove', x: number, y: number) {
    return this.cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y }] });
  }
  down = (x: number, y: number) => this.touch('touchStart', x, y);
  move = (x: number, y: number) => this.touch('touchMove', x, y);
  up = () => this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('a finger still on the copy when the live home takes its place', () => {
  test.use({ hasTouch: true });

  /** Reopens with the start-up held, a finger down on the copy's 加入購物車 of 豬五花肉片; `release` lets the app start. */
  async function fingerOnCopy(page: Page) {
    await firstVisit(page);
    const release = await holdStartUp(page);
    await page.reload();
    const box = await copy(page)
      .getByRole('button', { name: '加入購物車 豬五花肉片', includeHidden: true })
      .boundingBox();
    if (box === null) throw new Error('the copy does not show 加入購物車');
    const finger = await Finger.on(page);
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await finger.down(at.x, at.y);
    release();
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(porkBelly(page)).toBeVisible();
    return { finger, at };
  }

  test('lifted over the live home: the tap lands on the live 加入購物車 there, its dialog opens once and stays open', async ({
    page,
  }) => {
    const { finger } = await fingerOnCopy(page);
    // Nothing opens while the finger is still down: a press is not yet a tap.
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await finger.up();
    const dialog = page.getByRole('dialog', { name: '豬五花肉片' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(800);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('that scrolls instead: nothing opens under the moving finger', async ({ page }) => {
    const { finger, at } = await fingerOnCopy(page);
    for (let up = 10; up <= 80; up += 10) await finger.move(at.x, at.y - up);
    await finger.up();
    await page.waitForTimeout(800);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test("a tap on the copy's cart opens the cart once the app is live; a product no longer on home says so", async ({
  page,
}) => {
  await firstVisit(page);
  let release = await holdStartUp(page);
  await page.reload();
  await tapCopy(page, copy(page).locator('[data-carry-tap="cart"]'));
  release();
  await expect(page.getByRole('dialog', { name: '購物車' })).toBeVisible();

  // A copy whose first product the live home no longer has (as when it stopped being sold since): changed as the
  // next page starts, after whatever this one stored.
  await page.addInitScript(() => {
    const key = 'sorting-app:homeShell';
    const shell = JSON.parse(localStorage.getItem(key) ?? '{}') as { html?: string };
    if (typeof shell.html !== 'string') return;
    shell.html = shell.html.replace(/data-carry-tap="add:[^"]+"/, 'data-carry-tap="add:999999"');
    localStorage.setItem(key, JSON.stringify(shell));
  });
  release = await holdStartUp(page);
  await page.reload();
  await tapCopy(page, copy(page).locator('[data-carry-tap="add:999999"]'));
  release();
  await expect(page.getByRole('alert')).toHaveText('這項商品已停售');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
