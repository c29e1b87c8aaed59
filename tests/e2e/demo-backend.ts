import type { Page } from '@playwright/test';
import { resetDb, snapshotDb } from '../../src/mocks/db';
import type { Db } from '../../src/mocks/model';

/**
 * Starts the demo backend of this test's browser from the seed (as of now) with `change` made, and returns that
 * database, so a test can count what the app will show: the demo reads its state from session storage at start
 * (src/mocks/browser.ts). Only before the first load, as a reload keeps what it stored. The seed follows the
 * calendar (in a month's first days it adds that month's orders for 進貨對帳), so a figure such as 共 N 筆 is read
 * from here, not written into the test.
 */
export async function demoBackendWith(
  page: Page,
  change: (db: Db) => void = () => undefined,
): Promise<Db> {
  const db = resetDb();
  change(db);
  await page.addInitScript((snapshot) => {
    if (sessionStorage.getItem('e2e-demo-db-set')) return;
    sessionStorage.setItem('sorting-app:demo-db', snapshot);
    sessionStorage.setItem('e2e-demo-db-set', '1');
  }, snapshotDb());
  return db;
}
