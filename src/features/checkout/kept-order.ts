/**
 * An order confirmed with no connection, kept on the phone for its shop and sent once the connection returns
 * (網路恢復後自動送出). What the buyer does with it: keep it, cancel it, update it after changing the cart, or drop it
 * for a new delivery date. The send itself is order-send.ts's, exactly once (`submitOrder` with the kept id).
 */
import { nanoid } from '@reduxjs/toolkit';
import type { OrderDraft } from '../../api/types';
import { orderedLines } from '../../domain/ordered-lines';
import type { CartEntry } from '../../store/cart/cart-slice';
import {
  accountOwner,
  deliveryOptionOpened,
  draftChanged,
  keptOrderDropped,
  orderKept,
  keptOrderUpdated,
  type KeptOrder,
} from '../../store/order/order-slice';
import type { DeliveryDraft } from '../../store/order/order-types';
import type { AppThunk } from '../../store/thunk';
import { buildOrderDraft } from './order-draft';

/**
 * Keeps `draft` for its shop, for the account signed in. It is in storage before anything else happens (the
 * dialog closes with the same write), as a pending send is before order/add leaves.
 */
export const keepOrder =
  (draft: OrderDraft, choices: DeliveryDraft): AppThunk<void> =>
  (dispatch, getState, extra) => {
    const owner = accountOwner(getState().auth.customer);
    if (owner === '') return;
    dispatch(
      orderKept({
        id: nanoid(),
        customerid: String(draft.customerid),
        owner,
        draft,
        choices,
        keptAt: new Date().toISOString(),
      }),
    );
    extra.persistNow();
  };

/** 取消 (or 關閉 after a refusal): the kept order the buyer saw goes; one another tab replaced since stays. */
export const dropKeptOrder =
  (kept: Pick<KeptOrder, 'customerid' | 'id'>): AppThunk<void> =>
  (dispatch, _getState, extra) => {
    dispatch(keptOrderDropped({ customerid: kept.customerid, id: kept.id }));
    extra.persistNow();
  };

/** The lines as order/add would send them: product and quantity, in no particular order. */
const lineKey = (lines: readonly { productid: unknown; productquantity: number }[]): string =>
  lines
    .map((line) => `${String(line.productid)}×${String(line.productquantity)}`)
    .sort()
    .join(',');

/** Whether the shop's cart is no longer what the kept order would send (a line added, changed or removed). */
export const cartDiffers = (kept: KeptOrder, cart: readonly CartEntry[]): boolean =>
  lineKey(kept.draft.orderdetails) !== lineKey(orderedLines(cart));

/** The cart changed and the buyer chose 更新訂單: the kept order now sends the cart as it is. */
export const updateKeptOrder =
  (kept: KeptOrder, cart: readonly CartEntry[]): AppThunk<void> =>
  (dispatch, _getState, extra) => {
    const draft = buildOrderDraft(kept.customerid, kept.draft.deliveryaddress, kept.choices, cart);
    if (draft === null || draft.orderdetails.length === 0) return;
    dispatch(keptOrderUpdated({ customerid: kept.customerid, id: kept.id, draft }));
    extra.persistNow();
  };

/**
 * Its date is no longer allowed: the kept order goes and the delivery dialog opens with its choices but no date, so
 * the buyer picks a new one and sends with 確認 as any order.
 */
export const chooseNewDate =
  (kept: KeptOrder): AppThunk<void> =>
  (dispatch, _getState, extra) => {
    dispatch(keptOrderDropped({ customerid: kept.customerid, id: kept.id }));
    dispatch(
      draftChanged({ customerid: kept.customerid, draft: { ...kept.choices, expecteddate: '' } }),
    );
    dispatch(deliveryOptionOpened());
    extra.persistNow();
  };
