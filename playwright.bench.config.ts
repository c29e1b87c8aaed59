import { defineConfig } from '@playwright/test';
import { productionBuildRun } from './tests/e2e/chromium';

const port = 4176;

/**
 * `npm run bench`: the timing figures and their budgets, measured by hand and recorded in docs/performance.md —
 * a report, never a gate (the tests record and print; they do not fail on a slow figure).
 * A production build (mock API off, LINE's mock on: the budget mode), served with gzip like a real server, and the
 * naive app of the same packages (bench/naive) that the open and Lighthouse figures are set against; the global
 * teardown prints the two side by side (tests/bench/side-by-side.ts).
 */
export default defineConfig({
  // `npm run bench:profile` (BENCH_PROFILE=1) runs the profile of the repeat open instead (tests/bench/profile.trace.ts).
  ...productionBuildRun(
    port,
    'tests/bench',
    process.env.BENCH_PROFILE === '1' ? '**/profile.trace.ts' : '**/*.bench.ts',
    180_000,
  ),
  globalTeardown: './tests/bench/side-by-side-teardown.ts',
  webServer: {
    command: [
      'npx vite build --mode budget --outDir dist-bench --emptyOutDir',
      'npx vite build -c bench/naive/vite.config.ts --mode budget',
      `node scripts/serve-gzip.mjs dist-bench ${port}`,
    ].join(' && '),
    url: `http://127.0.0.1:${port}/login2`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
