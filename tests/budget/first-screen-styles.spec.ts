import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  FIRST_SCREEN_STYLES_FILE,
  stylesOf,
  type FirstScreenStyles,
} from '../../scripts/first-screen-styles';
import { asLineUser } from '../support/line-user';
import { answerApiWithDemoBackend } from '../support/playwright-api';

/**
 * index.html carries the style rules of the first screens (home, and the account login /login2; see
 * scripts/first-screen-styles.ts), so that emotion does not build them in React's first commit. These tests keep that
 * capture true to what those screens render:
 *
 * - with the capture taken out of index.html, the rules emotion inserts until each screen has settled must be the
 *   captured ones, no more (a style the screen now uses would be built on the phone) and no fewer (dead bytes in
 *   every page);
 * - with it in place, emotion inserts nothing on the way to either screen.
 *
 * `npm run styles:first-screen` (UPDATE_FIRST_SCREEN_STYLES=1) writes the capture anew from the first test.
 */

const REGENERATE = 'run `npm run styles:first-screen` and commit scripts/first-screen-styles.json';

/**
 * An evening before the cutoff: the cutoff line changes its look in the last half hour, and that look is not part
 * of the first screen most buyers see.
 */
const EVENING = new Date('2026-11-25T21:00:00+08:00');

/** Records the text of every rule emotion's own cache inserts (its sheets are `data-emotion="css …"`). */
async function recordEmotionRules(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const rules: string[] = [];
    Reflect.set(window, '__emotionRules', rules);
    const { insertRule } = Object.getOwnPropertyDescriptors(CSSStyleSheet.prototype);
    const insert = insertRule.value as (
      this: CSSStyleSheet,
      rule: string,
      index?: number,
    ) => number;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      const owner = this.ownerNode instanceof Element ? this.ownerNode : null;
      if (owner?.getAttribute('data-emotion')?.split(' ')[0] === 'css') rules.push(rule);
      return insert.call(this, rule, index);
    };
  });
  return () => page.evaluate(() => Reflect.get(window, '__emotionRules') as string[]);
}

/** Serves index.html without the captured styles, as a build before them was. */
async function withoutCapturedStyles(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') {
        await route.fallback();
        return;
      }
      const response = await route.fetch();
      const html = await response.text();
      const stripped = html.replace(/<style data-emotion="css [^"]*">[\s\S]*?<\/style>/, '');
      await route.fulfill({ response, body: stripped });
    },
  );
}

/**
 * Home with everything its first screen loads: first its loading state (the last purchase's and the products'
 * spinners, as a phone shows them while the catalogue is on its way: the test holds the catalogue's calls until
 * home's heading is on screen, so every run renders the same screens), then the products, the category selectors,
 * the guide's count and the cutoff line.
 */
async function openSettledHome(page: Page): Promise<void> {
  let release = () => {};
  const headingShown = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => /^\/api\/(category\/list|order\/lastorder)$/.test(url.pathname),
    async (route) => {
      await headingShown;
      await route.fallback();
    },
  );
  await page.clock.install({ time: EVENING });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  release();
  await expect(page.locator('[data-product-card]').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: '商品分類' })).toBeVisible();
  await expect(page.getByText(/項常訂商品/)).toBeVisible();
  await expect(page.getByText(/前下單/)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const sorted = (rules: readonly string[]) => [...rules].sort();

/** The account login as a buyer not logged in to LINE first sees it: the form and the notice 請先登入 LINE. */
async function openSettledLogin(page: Page): Promise<void> {
  await asLineUser(page, 'none');
  await page.goto('/login2');
  await expect(page.getByRole('textbox', { name: '帳號' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '請先登入 LINE' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The first screens a buyer can open on: home through LINE, and the account login. */
const SCREENS = [
  { name: 'home', open: openSettledHome },
  { name: '/login2', open: openSettledLogin },
] as const;

/** A page of its own for each screen (nothing stored from the other), as the project's settings make them. */
async function freshPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, serviceWorkers } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale,
    timezoneId,
    serviceWorkers,
  });
  const page = await context.newPage();
  await answerApiWithDemoBackend(page);
  return page;
}

test('index.html carries exactly the styles the first screens insert', async ({
  browser,
}, testInfo) => {
  const rules: string[] = [];
  for (const screen of SCREENS) {
    const page = await freshPage(browser, testInfo);
    await withoutCapturedStyles(page);
    const inserted = await recordEmotionRules(page);
    await screen.open(page);
    const own = await inserted();
    expect(
      own.length,
      `${screen.name}: no styles recorded, the recording is broken`,
    ).toBeGreaterThan(20);
    // Home's first, then what the login adds: emotion inserts each style once.
    rules.push(...own.filter((rule) => !rules.includes(rule)));
    await page.context().close();
  }
  const captured = stylesOf(rules);

  if (process.env.UPDATE_FIRST_SCREEN_STYLES === '1') {
    const json = await format(JSON.stringify(captured), { parser: 'json' });
    writeFileSync(FIRST_SCREEN_STYLES_FILE, json);
  }
  const committed = JSON.parse(readFileSync(FIRST_SCREEN_STYLES_FILE, 'utf8')) as FirstScreenStyles;
  expect(
    sorted(committed.rules),
    `the captured styles are not the first screens': ${REGENERATE}`,
  ).toEqual(sorted(captured.rules));
});

for (const screen of SCREENS) {
  test(`with the captured styles in index.html, ${screen.name} inserts none of its own`, async ({
    browser,
  }, testInfo) => {
    const page = await freshPage(browser, testInfo);
    const inserted = await recordEmotionRules(page);
    await screen.open(page);
    expect(
      await inserted(),
      `${screen.name} built these styles on the phone: ${REGENERATE}`,
    ).toEqual([]);
    await page.context().close();
  });
}
