import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, phoneViewport } from './tests/e2e/chromium';

const port = 4174;

/** The byte budgets of ARCHITECTURE.md, measured on a production build (mock API off, LINE's mock on). */
export default defineConfig({
  testDir: 'tests/budget',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
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
    command: `npx vite build --mode budget --outDir dist-budget && npx vite preview --mode budget --outDir dist-budget --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/login2`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
