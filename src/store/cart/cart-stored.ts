/**
 * The carts as kept on the phone (`sorting-app:ShoppingCart`, localStorage), one per shop, and shared by the app's
 * tabs: a line added in one tab is in the others' carts before their next change. The original app stored a flat
 * `cartLists`; it is read into its shops.
 */
import type { CartLine } from '../../api/types';
import { CART_PERSIST_KEY } from '../../config/storage-keys';
import { isRecord } from '../../domain/is-record';
import { formatQuantity } from '../../domain/quantity';
import { text, type Loose } from '../stored/read-loose';
import { storedSlice } from '../stored/stored-slice';
import {
  cartReducer,
  linesTaken,
  otherTabsChecked,
  type CartEntry,
  type CartState,
} from './cart-slice';

/** A line is kept when it still names a product and a usable quantity; the rest is filled in. */
function readCartLine(raw: unknown): CartEntry | null {
  if (!isRecord(raw)) return null;
  const productid = raw.productid;
  const quantity = Number(raw.productquantity);
  if (
    (typeof productid !== 'number' && typeof productid !== 'string') ||
    !Number.isFinite(quantity) ||
    quantity < 0
  ) {
    return null;
  }
  const line = raw as Partial<CartLine> & Loose;
  const multiple = Number(line.ordermultiple);
  return {
    ...(line as CartLine),
    id: text(line.id, `local-${String(productid)}`),
    productid,
    productcode: text(line.productcode),
    productname: text(line.productname),
    productquantity: quantity,
    productquantity_text: formatQuantity(quantity),
    ordermultiple: Number.isFinite(multiple) && multiple > 0 ? multiple : 1,
    unitcode: text(line.unitcode),
    salesunitcode: text(line.salesunitcode),
    qty: Number.isFinite(Number(line.qty)) ? Number(line.qty) : 0,
    customerid: text(line.customerid),
    synced: raw.synced === true,
  };
}

function readLines(raw: unknown): CartEntry[] {
  return Array.isArray(raw) ? raw.map(readCartLine).filter((l): l is CartEntry => l !== null) : [];
}

export function readCart(raw: unknown): CartState {
  const linesByCustomer: Record<string, CartEntry[]> = {};
  if (isRecord(raw) && isRecord(raw.linesByCustomer)) {
    for (const [customerid, lines] of Object.entries(raw.linesByCustomer)) {
      linesByCustomer[customerid] = readLines(lines).map((l) => ({ ...l, customerid }));
    }
  } else if (isRecord(raw) && Array.isArray(raw.cartLists)) {
    // The original app's flat list: group it by the shop each line belongs to, unsynced.
    for (const line of readLines(raw.cartLists)) {
      if (line.customerid === '') continue;
      (linesByCustomer[line.customerid] ??= []).push({ ...line, synced: false });
    }
  }
  return { linesByCustomer, drawerOpen: false };
}

export const cartStored = storedSlice<CartState, CartState['linesByCustomer']>({
  name: 'cart',
  key: CART_PERSIST_KEY,
  reducer: cartReducer,
  read: readCart,
  storage: 'local',
  notStored: ['drawerOpen'],
  tabs: {
    select: (cart) => cart.linesByCustomer,
    shared: (cart) => cart.linesByCustomer,
    taken: linesTaken,
    checked: otherTabsChecked,
  },
});
