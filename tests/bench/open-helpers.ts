/**
 * The open figures' tools (open.bench.ts, profile.trace.ts): the phone's emulation, a fresh browser profile that
 * trusts the run's certificate, and one open of home to the first product name (tests/bench/first-name.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions, phoneViewport } from '../e2e/chromium';
import { benchChromiumArgs } from './bench-server';
import { FIRST_LIVE_MESSAGE, watchFirstProductName } from './first-name';

/** DevTools' slow 4G of the budgets: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; and a CPU 4x slower. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
export const CPU_SLOWDOWN = 4;

export async function emulatePhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** A fresh browser profile of the bench's Chromium (the run's certificate trusted), and its directory. */
export async function freshProfile(): Promise<{
  context: BrowserContext;
  dispose: () => Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-open-'));
  const context = await chromium.launchPersistentContext(dir, {
    ...chromiumLaunchOptions,
    args: benchChromiumArgs(),
    viewport: phoneViewport,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    serviceWorkers: 'block',
  });
  await context.addInitScript(watchFirstProductName);
  return {
    context,
    dispose: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Request {
  path: string;
  start: number;
  end: number;
  /** Bytes over the wire: 0 from the cache, a few hundred for a 304. */
  transferred: number;
}

export async function openHome(
  page: Page,
  origin: string,
): Promise<{ ms: number; live: number; requests: Request[] }> {
  // Waited for by the page's console message, not by polling: Playwright's polling evaluates its own script in the
  // page (100-250 ms of the main thread at 4x), which landed in the middle of this app's start-up and delayed it,
  // while in the naive app it fell in the idle time of its one download (tests/bench/first-name.ts).
  const liveLogged = page.waitForEvent('console', {
    predicate: (message) => message.text() === FIRST_LIVE_MESSAGE,
    timeout: 60_000,
  });
  try {
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    await liveLogged;
  } catch (error) {
    const onLogin = await page.getByRole('textbox', { name: '帳號' }).isVisible();
    throw new Error(
      onLogin ? 'landed on the account login, not home: the LINE sign-in failed' : String(error),
    );
  }
  return page.evaluate(() => {
    const { painted: ms, live } = (
      window as unknown as { __open: { painted: number; live: number } }
    ).__open;
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    const requests = entries
      .filter((e) => e.startTime <= Math.max(ms, live))
      .map((e) => ({
        path: new URL(e.name).pathname + new URL(e.name).search,
        start: Math.round(e.startTime),
        end: Math.round(e.responseEnd),
        transferred: e.transferSize,
      }));
    return { ms, live, requests };
  });
}

/**
 * The first open's tab, left once it has stored what a repeat open shows first (this app: the catalogue snapshot
 * React shows and the copy of home the entry paints, src/app/stored-home.ts; the naive app: its persisted list) and
 * the network is quiet, as a buyer leaves the app.
 */
export async function leaveFirstOpen(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        (localStorage.getItem('sorting-app:lastSeen') !== null &&
          localStorage.getItem('sorting-app:homeShell') !== null) ||
        (localStorage.getItem('persist:products') ?? '').includes('productname'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.close();
}
