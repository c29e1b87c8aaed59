/** Shared steps of the cart tests: a known server cart, opening the drawer, reading a row. */
import { screen, within } from '@testing-library/react';
import type { CartLine } from '../../../src/api/types';
import { formatQuantity } from '../../../src/domain/quantity';
import { getDb } from '../../../src/mocks/db';
import { cartLineFromProduct, lineBody } from '../../../src/features/cart/cart-line';
// The header and the drawer are lazy chunks; on a busy CI machine their first transform takes seconds. Imported here,
// statically, that cost falls in the test file's import, which has no deadline, and the tests wait only for the app.
// (They were imported in a beforeAll once: on CI that hook once ran past its 60 s and failed a whole file.)
import '../../../src/app/layout/signed-in-header';
import '../../../src/features/cart/cart-drawer';

/**
 * Puts lines in a shop's server cart, as earlier adds would have: [productid, quantity] pairs. Server ids are
 * `9000 + productid` so tests can name them.
 */
export function seedServerCart(customerid: number, lines: [number, number][]): CartLine[] {
  const db = getDb();
  const added = lines.map(([productid, quantity]) => {
    const product = db.products.find((p) => p.id === productid);
    if (product === undefined) throw new Error(`no product ${String(productid)}`);
    const line = cartLineFromProduct(product, quantity, customerid);
    return { ...lineBody(line), id: String(9000 + productid) };
  });
  db.cartLines.push(...added);
  return added;
}

export const serverCart = (customerid: number): CartLine[] =>
  getDb().cartLines.filter((l) => String(l.customerid) === String(customerid));

/** The cart tests render whole routes with the drawer: on a busy CI machine one can take tens of seconds. */
export function allowSlowCartTests(): void {
  vi.setConfig({ testTimeout: 60000 });
}

/** A light signed-in screen: the cart button is in the header of every screen. */
export const CART_PAGE = '/pagetwo';

/** Waits for the header badge to count `count` lines, then opens the drawer. */
export async function openDrawer(user: { click: (el: Element) => Promise<void> }, count: number) {
  const button = await screen.findByRole(
    'button',
    { name: `購物車，${String(count)} 項` },
    {
      timeout: 5000,
    },
  );
  await user.click(button);
  return screen.findByRole('dialog', { name: '購物車' });
}

/** A row of the drawer by product name. */
export const rowOf = (drawer: HTMLElement, name: string): HTMLElement =>
  within(drawer).getByRole('listitem', { name });

/** The figure after a label in the drawer's summary or amount box (a dt/dd pair). */
export function figure(drawer: HTMLElement, label: string): string {
  const term = within(drawer).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

export const quantityText = formatQuantity;
