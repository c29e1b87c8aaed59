import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, phoneViewport } from './tests/e2e/chromium';

// E2E_PORT lets a second checkout run its own demo server beside this one (otherwise the default is reused).
const port = Number(process.env.E2E_PORT ?? 4173);

/** E2E journeys in real Chromium at 390x844 against the demo build (mock API and mock LINE). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One browser per two cores: with two workers on a 2-core machine and a second run beside it (CI machines are
  // busy), five of the 25 journeys in each run passed their time-outs on 2026-11-26, with or without that day's
  // changes; with one worker each, the two runs passed side by side.
  workers: '50%',
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Waits for states, with headroom: the demo's first open in a fresh context (the mock API's service worker, then
  // every chunk compiled with no code cache) took over 20 s on a busy 2-core CI machine, and a journey on that
  // machine close to a minute (tests/e2e/open-app.ts). Timings are measured by `npm run bench`, never here.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npm run build:demo && npx vite preview --mode demo --outDir dist-demo --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
