import { defineConfig } from '@playwright/test';
import { productionBuildRun } from './tests/e2e/chromium';

const port = 4176;

/**
 * `npm run bench`: the timing figures and their budgets, measured by hand and recorded in docs/performance.md —
 * a report, never a gate (the tests record and print; they do not fail on a slow figure).
 * A production build (mock API off, LINE's mock on: the budget mode), served with gzip like a real server.
 */
export default defineConfig({
  ...productionBuildRun(port, 'tests/bench', '**/*.bench.ts', 180_000),
  webServer: {
    command: `npx vite build --mode budget --outDir dist-bench --emptyOutDir && node scripts/serve-gzip.mjs dist-bench ${port}`,
    url: `http://127.0.0.1:${port}/login2`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
