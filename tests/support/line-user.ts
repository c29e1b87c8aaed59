import type { Page } from '@playwright/test';

/**
 * Opens the demo as this LINE user (the demo's mock LINE reads it from localStorage). Only before the first load: a
 * reload inside the test keeps what the app stored since (e.g. the demo's own user switch).
 */
export const asLineUser = (page: Page, userId: string) =>
  page.addInitScript((id) => {
    if (!sessionStorage.getItem('e2e-line-user-set')) {
      localStorage.setItem('sorting-app:demo-line-user', id);
      sessionStorage.setItem('e2e-line-user-set', '1');
    }
  }, userId);
