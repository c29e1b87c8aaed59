import type { Page } from '@playwright/test';

/**
 * Opens the demo as this LINE user (the demo's mock LINE reads it from localStorage), in one page or in every tab of
 * a browser context (a context has the same addInitScript, e.g. for the tab Lighthouse opens itself). Only before a
 * tab's first load: a reload inside the test keeps what the app stored since (e.g. the demo's own user switch).
 */
export const asLineUser = (target: Pick<Page, 'addInitScript'>, userId: string) =>
  target.addInitScript((id) => {
    if (!sessionStorage.getItem('e2e-line-user-set')) {
      localStorage.setItem('sorting-app:demo-line-user', id);
      sessionStorage.setItem('e2e-line-user-set', '1');
    }
  }, userId);
