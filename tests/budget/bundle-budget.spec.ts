import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { asLineUser } from '../support/line-user';
import { answerApiWithDemoBackend } from '../support/playwright-api';

/**
 * JS (level-9 gzip, as a real server sends it) fetched until each screen shows: a no-growth gate in `npm test`.
 * Timings are the goal (`npm run bench`); bytes only must not creep up. Each time bytes are cut, lower these to just
 * above the new figure. Raised when the folders became the chunks (230 → 238, 285 → 287: the shared pieces travel with
 * the screens that use them, not in hand-kept groups), and by what three features cost the first screens (238 →
 * 241, 287 → 290: the carried tap on home's copy, 0.5 KB; 各店訂購's route and texts, 0.3 KB; the order kept for the
 * signal and LINE out of reach, 1.6 and 2.6 KB; docs/performance.md, "The budgets"). Lowered to 240 / 289 when
 * /createorder stopped using MUI's Grid, whose engine had ridden in the framework chunk (1.3 KB), and to 239 / 288
 * when LINE's messages left the shell group for the screens that send them (0.8 KB), home to 287 when the cart
 * and the price changes became one part (1.2 KB), to 235 / 284 when the first screens stopped carrying MUI's CSS
 * variables provider (3.1 KB less, with 進貨對帳's route and menu entry in), to 234 / 283.5 when the header's frame
 * became a plain Paper rather than MUI's AppBar (0.77 KB less), and to 232 / 283 when the shell came to hold what the
 * frame and the screens build on rather than what four parts share, and the cart's pieces stopped being a group of
 * their own (2.3 KB less on /login2, 0.6 KB on home).
 */
const BUDGET_KB = { login2: 232, home: 283 };

/**
 * And how many JS files: on a slow line each request costs about as much as another kilobyte, and each one shares
 * the line with the sign-in's answer. With the chunks following the folders home's first screen comes in 23 files
 * and /login2's in 18 (41 and 30 before the app's shared pieces were grouped by folder, 30 before the cart was one
 * part, 25 each before the shell held what the screens build on; docs/performance.md). A gate with room for a chunk
 * or two that arrive before the screen on one run and after it on the next (the cart's calls, the time-zone worker),
 * not for small chunks coming back one by one.
 */
const BUDGET_FILES = { login2: 20, home: 25 };

/**
 * When the screen first showed, as the page saw it: an init script watches the DOM from the first byte and notes
 * the wall-clock time at which every part of `shows` first held (the commit that put the screen on the page).
 * Playwright's own visibility check polls and would see it later, on a busy machine late enough for chunks asked
 * for after the first paint (home's 常用清單 count, the cutoff line) to slip into the figure.
 */
async function noteWhenShown(
  page: Page,
  shows: { selector: string; text: string }[],
): Promise<void> {
  await page.addInitScript((parts) => {
    const note = (): boolean => {
      if (Reflect.get(window, '__screenShownAt') !== undefined) return true;
      const met = parts.every(({ selector, text }) =>
        [...document.querySelectorAll(selector)].some((e) => e.textContent.includes(text)),
      );
      if (met) Reflect.set(window, '__screenShownAt', Date.now());
      return met;
    };
    const observer = new MutationObserver(() => {
      if (note()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, shows);
}

/**
 * Records every JS file the page asks for. `counted` is called once the screen shows: it keeps the files asked for
 * before the screen first showed (by the request's own start time) and waits for each one's whole body, so the
 * figure neither takes in what came after nor comes out low because a body was still on its way.
 */
function recordScripts(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js') && !pathname.endsWith('mockServiceWorker.js'))
      requests.push(request);
  });
  return {
    counted: async (): Promise<Map<string, number>> => {
      const shownAt = await page.waitForFunction(
        () => Reflect.get(window, '__screenShownAt') as unknown,
      );
      const cutoff = Number(await shownAt.jsonValue());
      const sizes = new Map<string, number>();
      // Every request the page made before this point has been reported to the test by now (events come in order).
      for (const request of [...requests]) {
        const response = await request.response();
        if (response === null || request.timing().startTime > cutoff) continue;
        // A worker's script (home's time-zone warm-up) may have ended with its worker, body and all: asked again.
        const body = await response
          .body()
          .catch(async () => (await page.request.get(request.url())).body());
        sizes.set(new URL(request.url()).pathname, gzipSync(body, { level: 9 }).length);
      }
      return sizes;
    },
  };
}

async function report(
  what: string,
  scripts: ReturnType<typeof recordScripts>,
  budgetKb: number,
  budgetFiles: number,
) {
  const sizes = await scripts.counted();
  const totalKb = [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;
  const lines = [...sizes.entries()]
    .sort(([, a], [, b]) => b - a)
    .map(([path, bytes]) => `  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`);
  console.log(
    `${what}: ${totalKb.toFixed(1)} KB gzip JS (gate ${budgetKb} KB) in ${String(sizes.size)} files (gate ${String(budgetFiles)})\n${lines.join('\n')}`,
  );
  expect(sizes.size, `${what} loaded no JS: the measurement is broken`).toBeGreaterThan(0);
  expect(totalKb, `${what} JS gzip KB`).toBeLessThanOrEqual(budgetKb);
  expect(sizes.size, `${what} JS files`).toBeLessThanOrEqual(budgetFiles);
}

test('/login2, signed out: JS within the gate', async ({ page }) => {
  await answerApiWithDemoBackend(page);
  // Not logged in to LINE: the start-up sign-in cannot happen, the buyer lands on the account login.
  await asLineUser(page, 'none');
  // The screen as this buyer sees it: the form and the start-up's notice that LINE is not logged in.
  await noteWhenShown(page, [
    { selector: 'label', text: '帳號' },
    { selector: '[role="alert"]', text: '請先登入 LINE' },
  ]);
  const scripts = recordScripts(page);
  await page.goto('/login2');
  await expect(page.getByRole('textbox', { name: '帳號' })).toBeVisible();
  await report('/login2', scripts, BUDGET_KB.login2, BUDGET_FILES.login2);
});

test('/ (home), signed in through LINE: JS within the gate', async ({ page }) => {
  await answerApiWithDemoBackend(page);
  await noteWhenShown(page, [{ selector: 'h1', text: '商品總覽' }]);
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  await report('/', scripts, BUDGET_KB.home, BUDGET_FILES.home);
});
