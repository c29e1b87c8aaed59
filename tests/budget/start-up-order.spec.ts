import { expect, test } from '@playwright/test';
import { answerApiWithDemoBackend } from '../support/playwright-api';

/**
 * The order of a first open's downloads on a slow line (main.tsx): the framework, the largest chunk and the last
 * thing a cold home waits for, is asked for as soon as the entry has run, while the start-up's own code (the `start`
 * chunk: the store and the start-up sign-in) is still on its way; not once the start-up is ready, when it would
 * arrive after home's first answers (docs/performance.md, "What we learned").
 */
test('a first open asks for the framework while the start-up code is still downloading', async ({
  page,
}) => {
  await answerApiWithDemoBackend(page);
  // Slow 4G, as the bench: the start-up chunk takes far longer to arrive than the small entry takes to run.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  const events: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/framework-[^/]+\.js$/.test(request.url())) events.push('framework asked for');
  });
  page.on('requestfinished', (request) => {
    if (/\/assets\/start-[^/]+\.js$/.test(request.url())) events.push('start-up code arrived');
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: '商品總覽' })).toBeVisible({ timeout: 30_000 });
  expect(events).toEqual(['framework asked for', 'start-up code arrived']);
});
