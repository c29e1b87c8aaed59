import { createAction, createSlice, createSelector, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine, Product } from '../../api/types';
import { sameId } from '../../domain/id';
import { orderCreated, type SentLine } from '../order/order-slice';
import { answerOf } from '../server-answers';

/** Temporary ids start with this until the server answers with its own (ids are kept as text). */
export const LOCAL_ID_PREFIX = 'local-';

export const isLocalId = (id: string): boolean => id.startsWith(LOCAL_ID_PREFIX);

/** A cart line as the client keeps it: `synced` false until the server has accepted the latest change. */
export interface CartEntry extends CartLine {
  synced: boolean;
  /** The last delete failed (a line leaves only when the server confirms); the drawer says so. */
  deleteFailed?: boolean;
  /** The last add or update failed: the drawer marks the line until a resend succeeds (in flight is not marked). */
  sendFailed?: boolean;
  /** The server's own refusal of the last send (a business message, in Chinese), shown as given. */
  sendError?: string;
  /** The price the line was added at, when the catalogue has answered with another one since (shown as changed). */
  priceWas?: number | null;
}

export interface CartState {
  /** Lines per customer (shop) id: switching shop shows that shop's cart; another account never sees it. */
  linesByCustomer: Record<string, CartEntry[]>;
  /** The drawer's open flag (the original app's showShoopingCart); not persisted. */
  drawerOpen: boolean;
}

export const initialCartState: CartState = { linesByCustomer: {}, drawerOpen: false };

/**
 * The shop's cart once its order exists: the lines it ordered (product and quantity) leave, and so do lines at 0,
 * which were never part of it. A line added or changed after the send stays as the buyer left it, for a follow-up
 * order; the backend emptied its copy of the cart when it took the order, so such a line is sent to it again as new.
 */
export function linesAfterOrder(lines: CartEntry[], sent: readonly SentLine[]): CartEntry[] {
  const ordered = (line: CartEntry): boolean =>
    sent.some(
      (s) =>
        sameId(s.productid, line.productid) &&
        (s.quantity === null || s.quantity === line.productquantity),
    );
  return lines
    .filter((line) => line.productquantity > 0 && !ordered(line))
    .map((line) => ({
      ...line,
      id: isLocalId(line.id) ? line.id : `${LOCAL_ID_PREFIX}${line.id}`,
      synced: false,
      deleteFailed: false,
    }));
}

/**
 * A line is ordered at the catalogue's current price: a line of the shop whose price moved takes the new one and keeps
 * the one it was added at, so the drawer can say the price changed.
 */
function takePrices(state: CartState, customerid: string, products: readonly Product[]): void {
  for (const line of state.linesByCustomer[customerid] ?? []) {
    const price = products.find((p) => sameId(p.id, line.productid))?.productPrice;
    if (typeof price !== 'number' || !Number.isFinite(price) || price === line.productprice)
      continue;
    const was = line.priceWas ?? line.productprice;
    line.productprice = price;
    // A line that had no price (時價) simply takes one; only a price that moved is shown as changed.
    if (typeof was !== 'number' || was === price) delete line.priceWas;
    else line.priceWas = was;
  }
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** A product already in the cart is not added again. */
    lineAdded(state, action: PayloadAction<CartEntry>) {
      const line = action.payload;
      const key = String(line.customerid);
      const lines = state.linesByCustomer[key] ?? [];
      if (lines.some((l) => sameId(l.productid, line.productid))) return;
      state.linesByCustomer[key] = [...lines, line];
    },
    lineChanged(
      state,
      action: PayloadAction<{ customerid: string; id: string; changes: Partial<CartEntry> }>,
    ) {
      const { customerid, id, changes } = action.payload;
      const lines = state.linesByCustomer[customerid];
      const line = lines?.find((l) => l.id === id);
      if (line) Object.assign(line, changes);
    },
    lineRemoved(state, action: PayloadAction<{ customerid: string; id: string }>) {
      const { customerid, id } = action.payload;
      const lines = state.linesByCustomer[customerid];
      if (lines) state.linesByCustomer[customerid] = lines.filter((l) => l.id !== id);
    },
    /** Another tab's cart, read from storage (store/stored/tabs-sync.ts): it already holds this tab's last change. */
    linesTaken(state, action: PayloadAction<CartState['linesByCustomer']>) {
      state.linesByCustomer = action.payload;
    },
    /** The shop's server cart merged with its local lines (sign-in, shop switch: features/cart/cart-sync.ts). */
    serverCartMerged(state, action: PayloadAction<{ customerid: string; lines: CartEntry[] }>) {
      state.linesByCustomer[action.payload.customerid] = action.payload.lines;
    },
    drawerOpened(state) {
      state.drawerOpen = true;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
    },
  },
  extraReducers: (builder) => {
    // The shop's order is sent (or a check found it landed): what it ordered leaves the cart, nothing else.
    builder.addCase(orderCreated, (state, { payload }) => {
      const shop = payload.customerid;
      state.linesByCustomer[shop] = linesAfterOrder(
        state.linesByCustomer[shop] ?? [],
        payload.sent,
      );
    });
    // The shop's product list answered (api/endpoints/catalogue.ts): its cart lines follow today's prices.
    builder.addMatcher(answerOf('getProducts'), (state, { payload, meta }) => {
      takePrices(state, String(meta.arg.originalArgs.customerid), payload);
    });
  },
});

/**
 * Changes nothing itself: store/stored/tabs-sync.ts takes another tab's newer cart from storage before any `cart/` action,
 * so dispatching this brings it in now (on the storage event, and before a cross-tab add re-reads its line).
 */
export const otherTabsChecked = createAction('cart/otherTabsChecked');

export const {
  lineAdded,
  lineChanged,
  lineRemoved,
  linesTaken,
  serverCartMerged,
  drawerOpened,
  drawerClosed,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };
const EMPTY: CartEntry[] = [];
export const selectCartDrawerOpen = (state: WithCart) => state.cart.drawerOpen;
export const selectLinesByCustomer = (state: WithCart) => state.cart.linesByCustomer;
/** The lines of one shop; the same empty array when there are none, so memoised consumers do not re-render. */
export const selectCartLines = createSelector(
  [selectLinesByCustomer, (_state: WithCart, customerid: string | null) => customerid],
  (byCustomer, customerid) => (customerid === null ? EMPTY : (byCustomer[customerid] ?? EMPTY)),
);
