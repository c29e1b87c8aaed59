/**
 * Debian's Chromium (test tools cannot download browsers here) with the flags this machine needs (TOOLING.md).
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
