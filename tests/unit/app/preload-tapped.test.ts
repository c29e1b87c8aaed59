/**
 * A tap on 加入購物車 in home's painted copy fetches the add dialog's code at the tap (app/route-table.ts,
 * preloadTapped), so the live app opens the dialog at once when it presses the same button. The dialog's module
 * records that it was loaded.
 */
import { preloadTapped } from '../../../src/app/route-table';

const loaded: string[] = [];

vi.mock('../../../src/features/catalogue/add-to-cart-dialog', () => {
  loaded.push('add dialog');
  return { AddToCartDialog: () => null };
});

test('a tap on the menu, the cart or the bell of the copy fetches nothing of the add dialog', async () => {
  preloadTapped('menu');
  preloadTapped('cart');
  preloadTapped('bell');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(loaded).toEqual([]);
});

test("a tap on a product's 加入購物車 in the copy fetches the add dialog's code at once", async () => {
  preloadTapped('add:1');
  await vi.waitFor(() => expect(loaded).toEqual(['add dialog']), { timeout: 5000 });
});
