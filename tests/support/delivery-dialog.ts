import { expect, type Locator, type Page } from '@playwright/test';

/**
 * From any screen with the header: the cart drawer's 送出訂單, then the delivery dialog filled with the demo shop's
 * first address, the earliest date and 不指定. Returns the dialog, ready for 確認 (Playwright journeys only).
 */
export async function fillDeliveryDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^購物車，/ }).click();
  await page.getByRole('button', { name: '送出訂單' }).click();
  const dialog = page.getByRole('dialog', { name: '選擇收貨地址' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '台北市信義區松壽路12號B1' }).check();
  const date = dialog.getByLabel('希望配送日期');
  await date.fill((await date.getAttribute('min')) ?? '');
  await dialog.getByRole('radio', { name: '不指定' }).check();
  return dialog;
}
