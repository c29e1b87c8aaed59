/**
 * `npm run bench`, Lighthouse part (targets in docs/performance.md): Lighthouse mobile (its default: a mid-range
 * phone, simulated slow 4G and 4x CPU) on /login2 signed out and / signed in through LINE's mock, and on the naive
 * app's home (bench/naive, its own server of the same kind), median of 3 runs each, on the production build served as deploy/nginx serves it (bench-server.ts: HTTP/2 over TLS, gzip, its
 * cache headers), with the API answered by the demo backend's own handlers on the same server. Lighthouse drives a
 * Chromium started with a debugging port. A report, not a gate.
 *
 * Why HTTP/2: home's first screen is about forty small modules. Served over HTTP/1.1, Lighthouse's simulation
 * queues them six at a time on a 150 ms round trip, which no buyer does (nginx speaks HTTP/2 to them): measured on
 * the same build, 4.2 s largest paint over HTTP/1.1 against 2.6 s over HTTP/2 (docs/performance.md).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, test, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { asLineUser } from '../support/line-user';
import { printTable, withinMs, type Figure } from './bench-report';
import { benchChromiumArgs, startBenchServer, type BenchServer } from './bench-server';
import { recordSideBySide } from './side-by-side';

// BENCH_LH_RUNS: more runs where one build's blocking time spreads widely (the figures of record are medians of 3).
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const DEBUGGING_PORT = 9333;

interface Run {
  score: number;
  /** Transferred bytes of every script of the load, in KB (gzip as served). */
  scriptKb: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (lhr === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError !== undefined) throw new Error(lhr.runtimeError.message);
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    ).items ?? [];
  // BENCH_LH_DETAIL=1: where the blocking time comes from (the long tasks by script, and each script's main-thread time).
  if (process.env.BENCH_LH_DETAIL === '1') {
    const items = (id: string) =>
      ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [])
        .slice(0, 12)
        .map((item) => JSON.stringify(item).slice(0, 200));
    console.log(`${url}\nlong tasks:\n  ${items('long-tasks').join('\n  ')}`);
    console.log(`main-thread time by script:\n  ${items('bootup-time').join('\n  ')}`);
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    console.log(
      `FCP ${String(metric('first-contentful-paint'))} ms, speed index ${String(metric('speed-index'))} ms, LCP ${String(metric('largest-contentful-paint'))} ms`,
    );
    const lcpTables =
      (
        lhr.audits['largest-contentful-paint-element']?.details as
          { items?: { items?: unknown[] }[] } | undefined
      )?.items ?? [];
    console.log(
      `largest contentful paint: ${lcpTables.map((table) => JSON.stringify(table.items)).join('\n  ')}`,
    );
  }
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    scriptKb: scriptBytes / 1024,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** A fresh Chromium with a debugging port; it trusts the run's throw-away certificate (by its key, browser-wide). */
async function browserFor(lineUser: string | null): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'lighthouse-')),
    {
      ...chromiumLaunchOptions,
      // Lighthouse's own tab does not inherit a context's ignoreHTTPSErrors: the whole browser trusts the key.
      args: [...benchChromiumArgs(), `--remote-debugging-port=${String(DEBUGGING_PORT)}`],
      serviceWorkers: 'block',
    },
  );
  if (lineUser !== null) await asLineUser(context, lineUser);
  return context;
}

// The targets (docs/performance.md, "Side by side with a naive app"): home ≥ 95 with TBT ≤ 150 ms, /login2 ≥ 95.
const screens = [
  // Not logged in to LINE: the start-up sign-in cannot happen, the buyer stays on the account login.
  {
    key: 'app.login2',
    app: 'app',
    name: '/login2 (signed out)',
    path: '/login2',
    lineUser: 'none',
    score: 95,
    tbtMs: null,
  },
  {
    key: 'app.home',
    app: 'app',
    name: '/ home (signed in through LINE)',
    path: '/',
    lineUser: null,
    score: 95,
    tbtMs: 150,
  },
  // The naive app of the same packages (bench/naive), for comparison: no budget of its own.
  {
    key: 'naive.home',
    app: 'naive',
    name: 'naive app: / home',
    path: '/',
    lineUser: null,
    score: null,
    tbtMs: null,
  },
] as const;

const figures: Figure[] = [];
const sideBySide: Record<string, number[]> = {};
const errors: Record<string, string> = {};
const servers = new Map<string, BenchServer>();

test.beforeAll(async () => {
  servers.set('app', await startBenchServer(process.env.BENCH_DIST ?? 'dist-bench'));
  servers.set('naive', await startBenchServer(process.env.BENCH_NAIVE_DIST ?? 'dist-bench-naive'));
});
test.afterAll(async () => {
  for (const server of servers.values()) await server.close();
  printTable('Lighthouse mobile', figures);
  recordSideBySide('lighthouse', sideBySide, errors);
});

for (const screen of screens) {
  test(`Lighthouse mobile on ${screen.name}, ${String(RUNS)} runs`, async () => {
    test.setTimeout(RUNS * 90_000);
    const runs: Run[] = [];
    let error: string | undefined;
    const server = servers.get(screen.app);
    if (server === undefined) throw new Error('no server');
    for (let run = 1; run <= RUNS; run += 1) {
      // A new browser each run: nothing cached or stored from the run before.
      const context = await browserFor(screen.lineUser);
      try {
        runs.push(await audit(`${server.origin}${screen.path}`));
      } catch (e) {
        error = (e as Error).message.split('\n')[0];
      } finally {
        await context.close();
      }
    }
    sideBySide[`lighthouse.${screen.key}.score`] = runs.map((r) => r.score);
    sideBySide[`lighthouse.${screen.key}.tbt`] = runs.map((r) => r.tbtMs);
    if (error !== undefined) errors[`lighthouse.${screen.key}`] = error;
    figures.push(
      {
        name: `${screen.name}: performance score`,
        values: runs.map((r) => r.score),
        budget: screen.score === null ? null : { limit: screen.score, unit: '', atLeast: true },
        unit: '',
        error,
      },
      {
        name: `${screen.name}: total blocking time`,
        values: runs.map((r) => r.tbtMs),
        budget: screen.tbtMs === null ? null : withinMs(screen.tbtMs),
      },
      {
        // Bytes are not a target here: npm run budget gates them (the JS fetched until the screen shows).
        name: '  (info) JS transferred (whole load)',
        values: runs.map((r) => r.scriptKb),
        budget: null,
        unit: 'KB',
      },
      { name: '  (info) largest contentful paint', values: runs.map((r) => r.lcpMs), budget: null },
      {
        name: '  (info) cumulative layout shift ×1000',
        values: runs.map((r) => r.cls * 1000),
        budget: null,
        unit: '',
      },
    );
  });
}
