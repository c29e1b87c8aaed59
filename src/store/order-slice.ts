import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order } from '../api/types';

/**
 * What the buyer has chosen in the delivery dialog so far. Kept in the slice (and persisted) so a session that ends
 * mid-send (401) or a reload loses neither the cart nor the choices.
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
 * An order/add whose answer never came (time-out, network error): the outcome is unknown, so the last order is checked
 * before the buyer may send again. Persisted, so a reload in between still checks.
 */
export interface PendingSend {
  customerid: string;
  /** When the send began (ms since epoch): the landed order must be no older than two minutes before this. */
  startedAt: number;
  expecteddate: string;
  productids: string[];
  /** True once the answer was lost (not merely in flight): the dialog then says the outcome is unknown. */
  unknown: boolean;
}

export interface OrderState {
  /** The orders just created, shown on /createorder (the original app's newOrder). */
  newOrder: Order[];
  /** The delivery-option dialog is open (the original app's showDeliveryOption); not persisted. */
  showDeliveryOption: boolean;
  /** The dialog's choices; null = not started (the dialog opens with the customer's defaults). */
  draft: DeliveryDraft | null;
  pendingSend: PendingSend | null;
}

export const initialOrderState: OrderState = {
  newOrder: [],
  showDeliveryOption: false,
  draft: null,
  pendingSend: null,
};

const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    deliveryOptionOpened(state) {
      state.showDeliveryOption = true;
    },
    /** Cancel: the dialog closes and its choices are dropped (the next one starts from the defaults). */
    deliveryOptionClosed(state) {
      state.showDeliveryOption = false;
      state.draft = null;
    },
    draftChanged(state, action: PayloadAction<DeliveryDraft>) {
      state.draft = action.payload;
    },
    orderSendStarted(state, action: PayloadAction<Omit<PendingSend, 'unknown'>>) {
      state.pendingSend = { ...action.payload, unknown: false };
    },
    /** The answer was lost: the outcome is unknown until the last order is checked. */
    orderSendLost(state) {
      if (state.pendingSend) state.pendingSend.unknown = true;
    },
    /** A definite answer (a failure, or a check that found no such order): a resend is allowed. */
    orderSendSettled(state) {
      state.pendingSend = null;
    },
    orderCreated(state, action: PayloadAction<Order>) {
      state.newOrder = [action.payload];
      state.showDeliveryOption = false;
      state.draft = null;
      state.pendingSend = null;
    },
  },
});

export const {
  deliveryOptionOpened,
  deliveryOptionClosed,
  draftChanged,
  orderSendStarted,
  orderSendLost,
  orderSendSettled,
  orderCreated,
} = orderSlice.actions;
export const orderReducer = orderSlice.reducer;

type WithOrder = { order: OrderState };
export const selectNewOrders = (state: WithOrder) => state.order.newOrder;
export const selectShowDeliveryOption = (state: WithOrder) => state.order.showDeliveryOption;
export const selectDeliveryDraft = (state: WithOrder) => state.order.draft;
export const selectPendingSend = (state: WithOrder) => state.order.pendingSend;
