import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, phoneViewport } from './tests/e2e/chromium';

const port = 4176;

/**
 * `npm run bench`: the timing figures of ARCHITECTURE.md, measured by hand and recorded in docs/performance.md —
 * a report, never a gate (the tests record and print; they do not fail on a slow figure).
 * A production build (mock API off, LINE's mock on: the budget mode), served with gzip like a real server.
 */
export default defineConfig({
  testDir: 'tests/bench',
  testMatch: '**/*.bench.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 180_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: phoneViewport,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    launchOptions: chromiumLaunchOptions,
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite build --mode budget --outDir dist-bench --emptyOutDir && node scripts/serve-gzip.mjs dist-bench ${port}`,
    url: `http://127.0.0.1:${port}/login2`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
