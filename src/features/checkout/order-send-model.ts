/**
 * What an order send is, for the thunk (order-send.ts) and its lazily loaded steps (order-send-steps.ts) alike: the
 * request, the result, what the dialog says, the slice's state, and the one action the steps report. Kept apart so
 * the steps never import the thunk that imports them.
 */
import { createAction } from '@reduxjs/toolkit';
import type { Order, OrderDraft } from '../../api/types';
import type { SentLine } from '../../store/order/order-slice';

export type SubmitPhase = 'idle' | 'sending' | 'checking';

/** A failure as the dialog shows it: plain data, so the store stays serialisable. */
export interface SendFailure {
  kind: string;
  message: string;
}

/** What the dialog says after a send or a check. */
export type SubmitNotice =
  | { kind: 'failed'; error: SendFailure }
  /** Every check answered, and none found the order. */
  | { kind: 'notFound' }
  /** No check could reach the server. */
  | { kind: 'unreachable' }
  /** Another tab is sending this shop's order right now. */
  | { kind: 'busyElsewhere' };

/**
 * Storage refused to keep the pending send (full, or private mode): the send goes on, kept in this page's memory
 * only, and the buyer is told that a reload or a closed window before the outcome is known loses track of it.
 */
export const orderSendUnstored = createAction<{ customerid: string }>('orderSend/unstored');

/** The order exists: the one the send created, or the one a check found landed. `sent` leaves the shop's cart. */
export type SubmitResult = { kind: 'created'; order: Order; sent: SentLine[] } | SubmitNotice;

/** What the send steps need besides dispatch and getState; makeStore provides it (the thunk extraArgument). */
export interface OrderSendExtra {
  /** Writes the persisted slices to storage now, not on redux-persist's schedule. */
  persistNow: () => void;
  /**
   * Whether storage now holds the shop's pending send as the state does: false when the phone refused the write
   * (storage full, private mode), so a reload before the answer would not find it.
   */
  pendingSendStored: (customerid: string) => boolean;
  /** The signed-in session's signal: aborted when it ends (a sign-out, a 401, another sign-in). */
  session: () => AbortSignal;
  /** When the last order is asked after a lost answer; order-check.ts's schedule unless given (tests shorten it). */
  orderCheckDelays?: readonly number[];
}

export interface OrderSendState {
  /** The flow running per shop (customer id); a shop that is not here is idle. */
  running: Record<string, Exclude<SubmitPhase, 'idle'>>;
  /** What the shop's dialog says. */
  notices: Record<string, SubmitNotice>;
  /** Shops whose pending send the phone refused to store: kept in this page only (see orderSendUnstored). */
  unstored: Record<string, true>;
}

export interface SubmitRequest {
  customerid: string;
  /** The order to send; without one, only the shop's pending send is checked (its dialog opening). */
  draft?: OrderDraft;
  /** The buyer confirmed sending again although an earlier send of this cart may have landed. */
  resend?: boolean;
}

/** The last order is being asked whether a lost send landed. */
export const orderCheckStarted = createAction<{ customerid: string }>(
  'orderSend/orderCheckStarted',
);
