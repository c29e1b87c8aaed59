/**
 * `npm run bench`, Lighthouse part (targets in docs/performance.md): Lighthouse mobile (its default: a mid-range
 * phone, simulated slow 4G and 4x CPU) on /login2 signed out and / signed in through LINE's mock, median of 3 runs
 * each, on the production build served as deploy/nginx serves it (bench-server.ts: HTTP/2 over TLS, gzip, its
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
import { startBenchServer, type BenchServer } from './bench-server';

const RUNS = 3;
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

/** A fresh Chromium with a debugging port; it accepts the bench server's throw-away certificate. */
async function browserFor(lineUser: string | null): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'lighthouse-')),
    {
      ...chromiumLaunchOptions,
      args: [
        ...chromiumLaunchOptions.args,
        `--remote-debugging-port=${String(DEBUGGING_PORT)}`,
        // Lighthouse's own tab does not inherit a context's ignoreHTTPSErrors: the whole browser must.
        '--ignore-certificate-errors',
      ],
      serviceWorkers: 'block',
    },
  );
  if (lineUser !== null) await asLineUser(context, lineUser);
  return context;
}

const screens = [
  // Not logged in to LINE: the start-up sign-in cannot happen, the buyer stays on the account login.
  { name: '/login2 (signed out)', path: '/login2', lineUser: 'none', score: 95, tbtMs: null },
  { name: '/ home (signed in through LINE)', path: '/', lineUser: null, score: 90, tbtMs: 350 },
] as const;

const figures: Figure[] = [];
let server: BenchServer;

test.beforeAll(async () => {
  server = await startBenchServer(process.env.BENCH_DIST ?? 'dist-bench');
});
test.afterAll(async () => {
  await server.close();
  printTable('Lighthouse mobile', figures);
});

for (const screen of screens) {
  test(`Lighthouse mobile on ${screen.name}, ${String(RUNS)} runs`, async () => {
    test.setTimeout(RUNS * 90_000);
    const runs: Run[] = [];
    let error: string | undefined;
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
    figures.push(
      {
        name: `${screen.name}: performance score`,
        values: runs.map((r) => r.score),
        budget: { limit: screen.score, unit: '', atLeast: true },
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
