import type { BrowserContext, Page } from '@playwright/test';
import { getResponse } from 'msw';
import { handlers } from '../../src/mocks/handlers';
import { resetDb } from '../../src/mocks/db';

/**
 * Answers the page's /api calls with the demo backend's own handlers, in the test process. For builds with the
 * mock API off (a service worker would answer before any Playwright route could). On a context, every page in it
 * is answered.
 */
export async function answerApiWithDemoBackend(target: Page | BrowserContext): Promise<void> {
  resetDb();
  await target.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      const req = route.request();
      const body = req.postDataBuffer();
      const request = new Request(req.url(), {
        method: req.method(),
        headers: await req.allHeaders(),
        body: body && req.method() !== 'GET' ? new Uint8Array(body) : undefined,
      });
      const response = await getResponse(handlers, request);
      if (!response) {
        await route.fulfill({ status: 404, body: 'no demo handler' });
        return;
      }
      await route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers.entries()),
        body: Buffer.from(await response.arrayBuffer()),
      });
    },
  );
}
