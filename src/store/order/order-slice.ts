import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { without } from '../without';
import type { Order } from '../../api/types';
import { signedOut } from '../session/auth-slice';

/**
 * What the buyer has chosen in the delivery dialog so far, for one shop. Kept (and persisted) so a reload loses
 * none of the choices; kept per shop so one shop's remark (a door code) or payment choice never opens in another
 * shop's dialog.
 */
export interface DeliveryDraft {
  /** The chosen address's id, as text; '' = none chosen. */
  addressId: string;
  /** 'YYYY-MM-DD' or ''. */
  expecteddate: string;
  deliverytype: string;
  /** '01' | '02' | '04' or '' (none chosen). */
  deliverytime: string;
  deliverytimeremark: string;
  /** '1' | '2' or ''. */
  ispayment: string;
}

/**
 * Where a send whose outcome is not known yet stands: its order/add is on its way (`sending`), its answer was lost
 * and the last order is being asked (`lost`), or every check so far found no such order (`notFound`).
 */
export type PendingSendStatus = 'sending' | 'lost' | 'notFound';

/**
 * A line as it was sent: its product and quantity. When the order turns out to have landed, only these leave the
 * cart: a line the buyer changed or added since stays. `quantity` is null for a send stored by an older version,
 * which kept the products only: then the product's line leaves whatever its quantity.
 */
export interface SentLine {
  productid: string;
  quantity: number | null;
}

/**
 * An order/add whose outcome is not known: written to storage before the call leaves, so a reload, a time-out or a
 * lost answer all lead to the same check of the shop's last order before anything is sent again.
 */
export interface PendingSend {
  customerid: string;
  /**
   * The shop's last order (its orderno) just before the send; null when it had none. The server's last order after
   * the send is this one's only if its number differs: no phone clock takes part.
   */
  lastOrderno: string | null;
  expecteddate: string;
  /** The lines sent (quantity above 0 only: a line at 0 is never sent). */
  lines: SentLine[];
  status: PendingSendStatus;
}

export interface OrderState {
  /** The orders just created, shown on /createorder (the original app's newOrder). */
  newOrder: Order[];
  /** The delivery-option dialog is open (the original app's showDeliveryOption); not persisted. */
  showDeliveryOption: boolean;
  /** The dialog's choices per shop (customer id); a shop without one opens the dialog with its defaults. */
  drafts: Record<string, DeliveryDraft>;
  /** Sends with an unknown outcome, per shop: only that shop's dialog checks them, reports them or waits for them. */
  pendingSends: Record<string, PendingSend>;
}

/**
 * The shop's order exists: the send created it, or a check of the last order found that a send whose answer was lost
 * landed. The order slice shows it on /createorder and ends the shop's draft and pending send; the cart slice takes
 * out what it ordered (`sent`).
 */
export const orderCreated = createAction<{ customerid: string; order: Order; sent: SentLine[] }>(
  'order/created',
);

export const initialOrderState: OrderState = {
  newOrder: [],
  showDeliveryOption: false,
  drafts: {},
  pendingSends: {},
};

const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    deliveryOptionOpened(state) {
      state.showDeliveryOption = true;
    },
    /** Cancel: the dialog closes and the shop's choices are dropped (the next one starts from the defaults). */
    deliveryOptionClosed(state, action: PayloadAction<{ customerid: string | null }>) {
      state.showDeliveryOption = false;
      const { customerid } = action.payload;
      if (customerid !== null) state.drafts = without(state.drafts, customerid);
    },
    draftChanged(state, action: PayloadAction<{ customerid: string; draft: DeliveryDraft }>) {
      state.drafts[action.payload.customerid] = action.payload.draft;
    },
    orderSendStarted(state, action: PayloadAction<Omit<PendingSend, 'status'>>) {
      state.pendingSends[action.payload.customerid] = { ...action.payload, status: 'sending' };
    },
    /** The send's answer was lost, or its outcome still is: `status` says which. */
    orderSendUnknown(
      state,
      action: PayloadAction<{ customerid: string; status: Exclude<PendingSendStatus, 'sending'> }>,
    ) {
      const pending = state.pendingSends[action.payload.customerid];
      if (pending) pending.status = action.payload.status;
    },
    /** A definite answer that nothing landed (a refusal, a 500): a resend is safe. */
    orderSendSettled(state, action: PayloadAction<{ customerid: string }>) {
      state.pendingSends = without(state.pendingSends, action.payload.customerid);
    },
    /** Another tab's copy, read from storage (start/tabs-sync.ts): it already holds this tab's last change. */
    orderTaken(
      state,
      action: PayloadAction<Pick<OrderState, 'drafts' | 'pendingSends' | 'newOrder'>>,
    ) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    // The next buyer on this phone sees neither the choices (a door code, an address) nor the orders just sent.
    // A send with an unknown outcome stays: it names its shop, so only that shop's next send checks it, and dropping
    // it would let the same cart be sent a second time after signing back in.
    builder
      .addCase(signedOut, (state) => {
        state.newOrder = [];
        state.showDeliveryOption = false;
        state.drafts = {};
      })
      // The order the send created (or the one a check found landed): shown as the new order, and the shop's draft
      // and pending send end with it.
      .addCase(orderCreated, (state, { payload }) => {
        const shop = payload.customerid;
        state.newOrder = [payload.order];
        state.showDeliveryOption = false;
        state.drafts = without(state.drafts, shop);
        state.pendingSends = without(state.pendingSends, shop);
      });
  },
});

/** Changes nothing itself: start/tabs-sync.ts takes another tab's newer copy before any `order/` action. */
export const orderTabsChecked = createAction('order/otherTabsChecked');

export const {
  orderTaken,
  deliveryOptionOpened,
  deliveryOptionClosed,
  draftChanged,
  orderSendStarted,
  orderSendUnknown,
  orderSendSettled,
} = orderSlice.actions;
export const orderReducer = orderSlice.reducer;

type WithOrder = { order: OrderState };
export const selectNewOrders = (state: WithOrder) => state.order.newOrder;
export const selectShowDeliveryOption = (state: WithOrder) => state.order.showDeliveryOption;
export const selectDeliveryDraft = (state: WithOrder, customerid: string | null) =>
  customerid === null ? null : (state.order.drafts[customerid] ?? null);
export const selectPendingSend = (state: WithOrder, customerid: string | null) =>
  customerid === null ? null : (state.order.pendingSends[customerid] ?? null);
