import type { BrowserContext, Page, Route } from '@playwright/test';

/**
 * The phone loses and regains its connection (Playwright journeys). Chromium's offline mode turns `navigator.onLine`
 * false and fires `offline`, but Playwright routes still answer: so while offline every /api call is also refused as
 * a dropped connection would refuse it, before any answer.
 */
export function connection(context: BrowserContext, page: Page) {
  const refuse = (route: Route) => route.abort('internetdisconnected');
  const isApi = (url: URL) => url.pathname.startsWith('/api/');
  return {
    async lose() {
      await page.route(isApi, refuse);
      await context.setOffline(true);
    },
    async regain() {
      await page.unroute(isApi, refuse);
      await context.setOffline(false);
    },
  };
}
