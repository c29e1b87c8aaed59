import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, phoneViewport } from './tests/e2e/chromium';

const port = 4175;

/**
 * The deployment smoke test: the production build (mock API off, LINE's mock on) served by Debian's nginx with the
 * repo's deploy/nginx configuration; the API is answered by Playwright routes.
 */
export default defineConfig({
  testDir: 'tests/smoke',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
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
    command: `npx vite build --mode budget --outDir dist-smoke && bash scripts/serve-nginx.sh dist-smoke ${port}`,
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
