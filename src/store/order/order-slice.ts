import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { without } from '../without';
import type { Order, OrderDraft } from '../../api/types';
import { signedOut } from '../session/auth-slice';
import { everyShopPassCases, type EveryShopPass } from './every-shop-pass';
import type { DeliveryDraft, SubmitNotice, SubmitPhase } from './order-types';

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
  /**
   * When order/add left, by the phone's clock (ISO): once the call's own time limit has passed since then, it can no
   * longer land, and a last order asked after that which lacks it means it never will (order-send.ts).
   */
  sentAt?: string;
  /** The order kept for the signal this send sends (its id): the kept order stays until its order is known to exist. */
  keptId?: string;
}

/**
 * Where an order kept for the signal stands: waiting to be sent by itself (`waiting`), its order/add has left and the
 * shop's pending send says what became of it (`sending`: kept until its order is known to exist, and sent again by
 * the app if it is known never to have landed), its delivery date passed the cutoff before it could be sent
 * (`dateExpired`: never sent by itself, the buyer chooses a new date), or the server refused it when it was sent
 * (`refused`, with the server's message; the cart stays).
 */
export type KeptOrderStatus = 'waiting' | 'sending' | 'dateExpired' | 'refused';

/**
 * An order the buyer confirmed with no connection and chose to have sent once the connection returns. Written to
 * storage before anything else happens, like a pending send; it belongs to its shop and to the account that kept it.
 */
export interface KeptOrder {
  /** This keeping of the order: a send takes it only while it is still this one (not cancelled, not replaced). */
  id: string;
  customerid: string;
  /** The account it belongs to (accountOwner): another account signed in on this phone never sees or sends it. */
  owner: string;
  /** The order as it will be sent (order/add's payload). */
  draft: OrderDraft;
  /** The dialog's choices it was made from, to open the dialog again with them (a new date, say). */
  choices: DeliveryDraft;
  /** When it was kept (ISO). */
  keptAt: string;
  status: KeptOrderStatus;
  /** `refused`: the server's message. */
  message: string;
  /** The session it was kept in has ended since: the next sign-in of its account says it is still waiting. */
  keptOverSignOut: boolean;
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
  /** Orders kept for the signal, per shop (at most one per shop: the shop's cart as it was confirmed). */
  kept: Record<string, KeptOrder>;
  /**
   * Shops whose send run of this tab is sending their kept order now: the bar says it is being sent. Of this tab
   * only: never stored (a reload ends the run) and not shared (another tab's bar reads its own runs).
   */
  keptRuns: Record<string, true>;
  /**
   * The order a kept order became, per shop, until the buyer closes the bar that says so (訂單已送出): stored, so a
   * reload after the app sent it by itself still tells the buyer; `notified` once LINE was told of it.
   */
  keptSent: Record<string, KeptSent>;
  /** 各店訂購's pass (every-shop-pass.ts): its shops, their choices and results; null when none. */
  pass: EveryShopPass | null;
}

/** What the app's tabs share of the order slice (order-stored.ts): all but this tab's own dialog and runs. */
export type SharedOrderState = Omit<OrderState, 'showDeliveryOption' | 'keptRuns'>;

/** A kept order's order, for the bar's 訂單已送出. */
export interface KeptSent {
  order: Order;
  notified: boolean;
}

/**
 * The shop's order exists: the send created it, or a check of the last order found that a send whose answer was lost
 * landed. The order slice shows it on /createorder and ends the shop's draft and pending send; the cart slice takes
 * out what it ordered (`sent`).
 */
export const orderCreated = createAction<{
  customerid: string;
  order: Order;
  sent: SentLine[];
  /** The order came from the shop's kept order: the bar says 訂單已送出 until the buyer closes it. */
  kept?: boolean;
}>('order/created');

/**
 * A run of the shop's send began (features/checkout/order-send.ts): it sends, or (an earlier send's outcome still
 * unknown) it checks first; `kept` when it is the shop's kept order it sends. The send's slice shows the run in the
 * dialog, and the order slice notes a kept order's run for the bar.
 */
export const orderSendBegan = createAction<{
  customerid: string;
  phase: Exclude<SubmitPhase, 'idle'>;
  kept?: boolean;
}>('orderSend/orderSendBegan');

/** The run ended; `notice` is what the dialog says now (null: nothing, the order exists or nothing ran). */
export const orderSendEnded = createAction<{ customerid: string; notice: SubmitNotice | null }>(
  'orderSend/orderSendEnded',
);

export const initialOrderState: OrderState = {
  newOrder: [],
  showDeliveryOption: false,
  drafts: {},
  pendingSends: {},
  kept: {},
  keptRuns: {},
  keptSent: {},
  pass: null,
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
      const shop = action.payload.customerid;
      state.pendingSends[shop] = { ...action.payload, status: 'sending' };
      const kept = state.kept[shop];
      // The kept order itself leaves: in the same write it turns to `sending`, so no reload or other tab sends it as
      // a new order, and it stays until its order is known to exist (a reload mid-send must not lose it).
      if (kept !== undefined && kept.id === action.payload.keptId) kept.status = 'sending';
      // A 確認 of the shop's cart takes over from the kept order.
      else state.kept = without(state.kept, shop);
    },
    /** 網路恢復後自動送出: the order is kept for its shop until the connection returns. */
    orderKept(
      state,
      action: PayloadAction<Omit<KeptOrder, 'status' | 'message' | 'keptOverSignOut'>>,
    ) {
      state.kept[action.payload.customerid] = {
        ...action.payload,
        status: 'waiting',
        message: '',
        keptOverSignOut: false,
      };
      // A new order kept: an older 訂單已送出 of the shop is no longer the news.
      state.keptSent = without(state.keptSent, action.payload.customerid);
      state.showDeliveryOption = false;
    },
    /** 取消, or the buyer chose a new date instead: the kept order is dropped (only the one the buyer saw). */
    keptOrderDropped(state, action: PayloadAction<{ customerid: string; id: string }>) {
      const { customerid, id } = action.payload;
      if (state.kept[customerid]?.id === id) state.kept = without(state.kept, customerid);
    },
    /** The cart changed and the buyer chose to update the kept order with it. */
    keptOrderUpdated(
      state,
      action: PayloadAction<{ customerid: string; id: string; draft: OrderDraft }>,
    ) {
      const { customerid, id, draft } = action.payload;
      const kept = state.kept[customerid];
      if (kept?.id === id) kept.draft = draft;
    },
    /**
     * Its delivery date passed the cutoff while it waited (`dateExpired`: never sent by itself); its send did not
     * leave after all or ended with no answer about it (`waiting`: a 401, storage that refused the pending send, the
     * cart changed meanwhile: it waits again, to be sent by itself once its account is signed in and the signal is
     * there); or the server refused it (`refused`, with the server's words in `message`: not sent by itself again).
     */
    keptOrderMarked(
      state,
      action: PayloadAction<{
        customerid: string;
        id: string;
        status: Exclude<KeptOrderStatus, 'sending'>;
        message?: string;
      }>,
    ) {
      const { customerid, id, status, message = '' } = action.payload;
      const kept = state.kept[customerid];
      if (kept?.id === id) Object.assign(kept, { status, message });
    },
    /** The bar that said the kept order was sent: LINE was told of it (once), or the buyer closed it. */
    keptSentUpdated(
      state,
      action: PayloadAction<{ customerid: string; change: 'notified' | 'closed' }>,
    ) {
      const { customerid, change } = action.payload;
      const sent = state.keptSent[customerid];
      if (change === 'closed') state.keptSent = without(state.keptSent, customerid);
      else if (sent) sent.notified = true;
    },
    /** The buyer read that it is still waiting after signing in again. */
    keptOrderNoticeRead(state, action: PayloadAction<{ customerid: string }>) {
      const kept = state.kept[action.payload.customerid];
      if (kept) kept.keptOverSignOut = false;
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
    /** Another tab's copy, read from storage (store/stored/tabs-sync.ts): it already holds this tab's last change. */
    orderTaken(state, action: PayloadAction<SharedOrderState>) {
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
        // A kept order's 訂單已送出 stays with its shop, as the kept order did: only that shop's screens show it.
        // An order waiting for the signal stays, for its own account only, and says so at the next sign-in.
        for (const kept of Object.values(state.kept)) kept.keptOverSignOut = true;
      })
      // The order the send created (or the one a check found landed): shown as the new order, and the shop's draft
      // and pending send end with it.
      .addCase(orderCreated, (state, { payload }) => {
        const shop = payload.customerid;
        state.newOrder = [payload.order];
        state.showDeliveryOption = false;
        state.drafts = without(state.drafts, shop);
        state.pendingSends = without(state.pendingSends, shop);
        state.kept = without(state.kept, shop);
        if (payload.kept === true) state.keptSent[shop] = { order: payload.order, notified: false };
      })
      .addCase(orderSendBegan, (state, { payload }) => {
        if (payload.kept === true) state.keptRuns[payload.customerid] = true;
      })
      .addCase(orderSendEnded, (state, { payload }) => {
        state.keptRuns = without(state.keptRuns, payload.customerid);
      });
    const pass = everyShopPassCases(orderCreated);
    builder.addMatcher(pass.matches, pass.reduce);
  },
});

/** Changes nothing itself: store/stored/tabs-sync.ts takes another tab's newer copy before any `order/` action. */
export const orderTabsChecked = createAction('order/otherTabsChecked');

export const {
  orderTaken,
  deliveryOptionOpened,
  deliveryOptionClosed,
  draftChanged,
  orderSendStarted,
  orderSendUnknown,
  orderSendSettled,
  orderKept,
  keptOrderDropped,
  keptOrderUpdated,
  keptOrderMarked,
  keptOrderNoticeRead,
  keptSentUpdated,
} = orderSlice.actions;
export const orderReducer = orderSlice.reducer;

type WithOrder = { order: OrderState };
export const selectNewOrders = (state: WithOrder) => state.order.newOrder;
export const selectShowDeliveryOption = (state: WithOrder) => state.order.showDeliveryOption;
export const selectDeliveryDraft = (state: WithOrder, customerid: string | null) =>
  customerid === null ? null : (state.order.drafts[customerid] ?? null);
export const selectPendingSend = (state: WithOrder, customerid: string | null) =>
  customerid === null ? null : (state.order.pendingSends[customerid] ?? null);

/**
 * The account an order kept on the phone belongs to: the sign-in account the shop's record names, else the shop
 * itself (a record without one). Two accounts never share it.
 */
export const accountOwner = (
  customer: { sysaccount?: string | null; id: unknown } | null,
): string =>
  customer === null ? '' : (customer.sysaccount ?? '').trim() || `customer:${String(customer.id)}`;

/** The active shop's order kept for the signal, when it belongs to the account signed in; else null. */
export const selectKeptOrder = (
  state: WithOrder & {
    auth: { loggedIn: boolean; customer: { sysaccount?: string | null; id: unknown } | null };
  },
): KeptOrder | null => {
  const { loggedIn, customer } = state.auth;
  if (!loggedIn || customer === null) return null;
  const kept = state.order.kept[String(customer.id)];
  return kept !== undefined && kept.owner === accountOwner(customer) ? kept : null;
};

/** The shop's send run of this tab is sending its kept order. */
export const selectKeptRun = (state: WithOrder, customerid: string | null): boolean =>
  customerid !== null && state.order.keptRuns[customerid] === true;

/** The order the shop's kept order became, for the bar's 訂單已送出, or null. */
export const selectKeptSent = (state: WithOrder, customerid: string | null): KeptSent | null =>
  customerid === null ? null : (state.order.keptSent[customerid] ?? null);
