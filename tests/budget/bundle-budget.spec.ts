import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { answerApiWithDemoBackend } from '../support/playwright-api';

/** ARCHITECTURE.md: JS (gzip) loaded before the screen is interactive. */
const BUDGET_KB = { login2: 200, home: 240 };

/** Records every JS file the page fetches and its gzip size (level 9, as a real server would send it). */
function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || url.pathname.endsWith('mockServiceWorker.js')) return;
    void response
      .body()
      .then((body) => sizes.set(url.pathname, gzipSync(body, { level: 9 }).length))
      .catch(() => undefined);
  });
  return sizes;
}

async function report(what: string, sizes: Map<string, number>, budgetKb: number) {
  // Let pending body reads settle: the sizes map is filled asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const totalKb = [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;
  const lines = [...sizes.entries()].map(
    ([path, bytes]) => `  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`,
  );
  console.log(
    `${what}: ${totalKb.toFixed(1)} KB gzip JS (budget ${budgetKb} KB)\n${lines.join('\n')}`,
  );
  expect(sizes.size, `${what} loaded no JS: the measurement is broken`).toBeGreaterThan(0);
  expect(totalKb, `${what} JS gzip KB`).toBeLessThanOrEqual(budgetKb);
}

test('/login2, signed out: JS within budget', async ({ page }) => {
  await answerApiWithDemoBackend(page);
  // Not logged in to LINE: the start-up sign-in cannot happen, the buyer lands on the account login.
  await page.addInitScript(() => localStorage.setItem('sorting-app:demo-line-user', 'none'));
  const sizes = recordScripts(page);
  await page.goto('/login2');
  await expect(page.getByRole('textbox', { name: '帳號' })).toBeVisible();
  await report('/login2', sizes, BUDGET_KB.login2);
});

test('/ (home), signed in through LINE: JS within budget', async ({ page }) => {
  await answerApiWithDemoBackend(page);
  const sizes = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible();
  await report('/', sizes, BUDGET_KB.home);
});
