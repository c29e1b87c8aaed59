import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { asLineUser } from '../support/line-user';
import { answerApiWithDemoBackend } from '../support/playwright-api';

/**
 * JS (level-9 gzip, as a real server sends it) fetched until each screen shows: a no-growth gate in `npm test`.
 * Timings are the goal (`npm run bench`); bytes only must not creep up. Each time bytes are cut, lower these to the
 * new figure + 2% (docs/performance.md keeps the history).
 */
const BUDGET_KB = { login2: 230, home: 305 };

/**
 * Records every JS file the page fetches and its gzip size. `settled` is called once the screen shows: it stops
 * counting what comes after and waits for every body already counted, so the figure never comes out low because a
 * body was still on its way.
 */
function recordScripts(page: Page) {
  const sizes = new Map<string, number>();
  const reads: Promise<void>[] = [];
  let counting = true;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!counting) return;
    if (!url.pathname.endsWith('.js') || url.pathname.endsWith('mockServiceWorker.js')) return;
    reads.push(
      response.body().then((body) => {
        sizes.set(url.pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  return {
    sizes,
    settled: () => {
      counting = false;
      return Promise.all(reads);
    },
  };
}

async function report(what: string, scripts: ReturnType<typeof recordScripts>, budgetKb: number) {
  await scripts.settled();
  const { sizes } = scripts;
  const totalKb = [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;
  const lines = [...sizes.entries()]
    .sort(([, a], [, b]) => b - a)
    .map(([path, bytes]) => `  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`);
  console.log(
    `${what}: ${totalKb.toFixed(1)} KB gzip JS (gate ${budgetKb} KB)\n${lines.join('\n')}`,
  );
  expect(sizes.size, `${what} loaded no JS: the measurement is broken`).toBeGreaterThan(0);
  expect(totalKb, `${what} JS gzip KB`).toBeLessThanOrEqual(budgetKb);
}

test('/login2, signed out: JS within the gate', async ({ page }) => {
  await answerApiWithDemoBackend(page);
  // Not logged in to LINE: the start-up sign-in cannot happen, the buyer lands on the account login.
  await asLineUser(page, 'none');
  const scripts = recordScripts(page);
  await page.goto('/login2');
  await expect(page.getByRole('textbox', { name: '帳號' })).toBeVisible();
  await report('/login2', scripts, BUDGET_KB.login2);
});

test('/ (home), signed in through LINE: JS within the gate', async ({ page }) => {
  await answerApiWithDemoBackend(page);
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  await report('/', scripts, BUDGET_KB.home);
});
