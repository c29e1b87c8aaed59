/**
 * `npm run bench`, open figures, side by side (docs/performance.md, "Side by side with a naive app"): how long a
 * buyer waits, from navigation start to the first product name visible on home, on a mid-range phone on slow 4G,
 * for this app and for the naive app of the same packages (bench/naive), measured in the same run, interleaved
 * (this app, naive, this app, naive…) so the machine's load hits both alike. A report, never a gate.
 *
 * - Each run is a fresh browser profile (a persistent context in a new temporary directory: an empty HTTP cache
 *   on disk, with V8's code cache, as a phone's web view has).
 * - Cold: the first open of `/` (not signed in: LINE's mock signs the demo shop in).
 * - Repeat: once the first open has stored what it keeps (this app: the shop's snapshot; the naive app: its
 *   persisted product list) and the network is quiet, its tab is closed and a NEW tab of the same context opens
 *   `/`, as LINE opens the LIFF app anew: the HTTP cache and localStorage are the first open's, the renderer's
 *   in-memory caches are not.
 * - Both builds are served the same way (bench-server.ts: HTTP/2 over TLS, gzip, deploy/nginx's cache headers, the
 *   API by the demo backend's handlers), each on its own ephemeral port; the certificate is trusted by its key
 *   (`--ignore-certificate-errors-spki-list`), so Chromium caches as it does with a real one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { printTable, withinMs, type Figure } from './bench-report';
import { startBenchServer, type BenchServer } from './bench-server';
import { emulatePhone, freshProfile, leaveFirstOpen, openHome, type Request } from './open-helpers';
import { recordSideBySide } from './side-by-side';

// BENCH_RUNS: fewer runs for a quick look (the figures of record are medians of 5).
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
interface App {
  key: 'app' | 'naive';
  name: string;
  dist: string;
}

const APPS: App[] = [
  {
    key: 'app',
    name: 'this app',
    // BENCH_DIST measures another build the same way (e.g. an older commit's, to see what a change saved).
    dist: process.env.BENCH_DIST ?? 'dist-bench',
  },
  {
    key: 'naive',
    name: 'naive app',
    dist: process.env.BENCH_NAIVE_DIST ?? 'dist-bench-naive',
  },
];

/** `againLive`: the repeat open until the first name is in React's page (its button works). */
const runs: Record<App['key'], { cold: number[]; again: number[]; againLive: number[] }> = {
  app: { cold: [], again: [], againLive: [] },
  naive: { cold: [], again: [], againLive: [] },
};
const errors: Record<string, string> = {};
const waterfalls: Record<string, Request[]> = {};
const servers = new Map<App['key'], BenchServer>();

test.beforeAll(async () => {
  for (const app of APPS) servers.set(app.key, await startBenchServer(app.dist));
});

test.afterAll(async () => {
  for (const server of servers.values()) await server.close();
  const figures: Figure[] = APPS.flatMap((app) => [
    {
      name: `${app.name}: repeat open (new tab) → first product name (slow 4G, 4x CPU)`,
      values: runs[app.key].again,
      budget: app.key === 'app' ? withinMs(2000) : null,
      error: errors[`open.${app.key}.repeat`],
    },
    {
      name: `${app.name}: repeat open (new tab) → first product name in React's page (slow 4G, 4x CPU)`,
      values: runs[app.key].againLive,
      budget: null,
      error: errors[`open.${app.key}.repeat`],
    },
    {
      name: `${app.name}: cold open → first product name (slow 4G, 4x CPU)`,
      values: runs[app.key].cold,
      budget: app.key === 'app' ? withinMs(3500) : null,
      error: errors[`open.${app.key}.cold`],
    },
  ]);
  printTable('Open', figures);
  const lines = (requests: Request[] = []) =>
    requests
      .sort((a, b) => a.start - b.start)
      .map(
        (r) =>
          `  ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)} ms  ${String(r.transferred).padStart(7)} B  ${r.path}`,
      )
      .join('\n');
  for (const [name, requests] of Object.entries(waterfalls)) {
    console.log(
      `Requests of ${name}, run 1 (start → end, bytes transferred):\n${lines(requests)}\n`,
    );
  }
  recordSideBySide(
    'open',
    {
      'open.app.cold': runs.app.cold,
      'open.app.repeat': runs.app.again,
      'open.naive.cold': runs.naive.cold,
      'open.naive.repeat': runs.naive.again,
      'open.app.repeatLive': runs.app.againLive,
      'open.naive.repeatLive': runs.naive.againLive,
    },
    errors,
  );
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/bench-open.json',
    JSON.stringify({ runs, errors, waterfalls }, null, 2),
  );
});

for (let run = 1; run <= RUNS; run += 1) {
  for (const app of APPS) {
    test(`${app.name}: open home cold, then in a new tab, run ${String(run)}`, async () => {
      test.setTimeout(150_000);
      const server = servers.get(app.key);
      if (server === undefined) throw new Error('no server');
      const { context, dispose } = await freshProfile();
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await emulatePhone(page);
        try {
          const first = await openHome(page, server.origin);
          runs[app.key].cold.push(first.ms);
          if (run === 1) waterfalls[`${app.name}, cold`] = first.requests;
        } catch (error) {
          errors[`open.${app.key}.cold`] = (error as Error).message.split('\n')[0] ?? '';
          return;
        }
        await leaveFirstOpen(page);
        try {
          const tab = await context.newPage();
          await emulatePhone(tab);
          const second = await openHome(tab, server.origin);
          runs[app.key].again.push(second.ms);
          runs[app.key].againLive.push(second.live);
          if (run === 1) waterfalls[`${app.name}, repeat (new tab)`] = second.requests;
        } catch (error) {
          errors[`open.${app.key}.repeat`] = (error as Error).message.split('\n')[0] ?? '';
        }
      } finally {
        await dispose();
      }
    });
  }
}
