import { expect, type Page } from '@playwright/test';

/**
 * Opens a screen of the demo in the test's fresh browser context and waits until the app has put its first screen
 * on the page (the splash is gone). A fresh context has no code cache and registers the mock API's service worker
 * before anything else: four such opens side by side took 10 to 13 s each on a 2-core machine, and one took over
 * 20 s on a busy CI machine. That one wait gets more headroom than the others; what the screen shows is still
 * asserted by the journey, with the usual expect time-out.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#splash')).toHaveCount(0, { timeout: 45_000 });
}
