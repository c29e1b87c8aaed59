/** The active shop's cart: what the header badge, the drawer and the checkout read (each shop has its own cart). */
import { createSelector } from '@reduxjs/toolkit';
import type { Id } from '../../api/types';
import { sameId } from '../../domain/id';
import { selectCustomerId } from '../../store/session/auth-slice';
import { selectLinesByCustomer, type CartEntry } from '../../store/cart/cart-slice';
import type { RootState } from '../../store/root-state';

const EMPTY: CartEntry[] = [];

export const selectActiveCartLines = createSelector(
  [selectLinesByCustomer, selectCustomerId],
  (byCustomer, customerid) => (customerid === null ? EMPTY : (byCustomer[customerid] ?? EMPTY)),
);

export const selectActiveCartCount = (state: RootState): number =>
  selectActiveCartLines(state).length;

/** One line of the active cart by product: stable across the local → server id swap, so a row keeps its state. */
export const selectActiveCartLine = (state: RootState, productid: Id): CartEntry | undefined =>
  selectActiveCartLines(state).find((l) => sameId(l.productid, productid));

/** The product ids in cart order, as text: rows are keyed by product (an id changes once the server answers). */
export const selectActiveCartProductIds = createSelector([selectActiveCartLines], (lines) =>
  lines.map((l) => String(l.productid)),
);
