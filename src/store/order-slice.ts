import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order } from '../api/types';

export interface OrderState {
  /** The orders just created, shown on /createorder (the spec's newOrder). */
  newOrder: Order[];
  /** The delivery-option dialog is open (the spec's showDeliveryOption); not persisted. */
  showDeliveryOption: boolean;
}

export const initialOrderState: OrderState = { newOrder: [], showDeliveryOption: false };

const orderSlice = createSlice({
  name: 'order',
  initialState: initialOrderState,
  reducers: {
    deliveryOptionOpened(state) {
      state.showDeliveryOption = true;
    },
    deliveryOptionClosed(state) {
      state.showDeliveryOption = false;
    },
    orderCreated(state, action: PayloadAction<Order>) {
      state.newOrder = [action.payload];
      state.showDeliveryOption = false;
    },
  },
});

export const { deliveryOptionOpened, deliveryOptionClosed, orderCreated } = orderSlice.actions;
export const orderReducer = orderSlice.reducer;

type WithOrder = { order: OrderState };
export const selectNewOrders = (state: WithOrder) => state.order.newOrder;
export const selectShowDeliveryOption = (state: WithOrder) => state.order.showDeliveryOption;
