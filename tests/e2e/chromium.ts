/**
 * Debian's Chromium (test tools cannot download browsers here) with the flags this machine needs (docs/tooling.md).
 * CHROMIUM_PATH overrides the path for a developer machine with Chromium elsewhere.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The phone the buyers hold. */
export const phoneViewport = { width: 390, height: 844 };

/**
 * A Playwright run against a production build served on `port` (budget, bench, smoke): one worker, the phone, the
 * business locale; service workers blocked so that Playwright routes answer the API.
 */
export function productionBuildRun(
  port: number,
  testDir: string,
  testMatch: string,
  timeout: number,
) {
  return {
    testDir,
    testMatch,
    workers: 1,
    retries: 0,
    forbidOnly: true,
    reporter: [['list']] as [string][],
    timeout,
    // A screen may take seconds to appear on a busy CI machine: wait for it with headroom (timings are the bench's).
    expect: { timeout: 15_000 },
    use: {
      baseURL: `http://127.0.0.1:${String(port)}`,
      viewport: phoneViewport,
      locale: 'zh-TW',
      timezoneId: 'Asia/Taipei',
      launchOptions: chromiumLaunchOptions,
      serviceWorkers: 'block' as const,
    },
    projects: [{ name: 'chromium', use: { browserName: 'chromium' as const } }],
  };
}
