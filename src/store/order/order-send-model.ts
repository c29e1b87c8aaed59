/**
 * What an order send is, for the thunk (order-send.ts) and its lazily loaded steps (order-send-steps.ts) alike: the
 * request, the result, what the dialog says, the slice's state, and the one action the steps report. Kept apart so
 * the steps never import the thunk that imports them.
 */
import { createAction } from '@reduxjs/toolkit';
import type { Order, OrderDraft } from '../../api/types';

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

export type SubmitResult = { kind: 'created'; order: Order } | SubmitNotice;

/** What the send steps need besides dispatch and getState; makeStore provides it (the thunk extraArgument). */
export interface OrderSendExtra {
  /** Writes the persisted slices to storage now, not on redux-persist's schedule. */
  persistNow: () => void;
  /** When the last order is asked after a lost answer; order-check.ts's schedule unless given (tests shorten it). */
  orderCheckDelays?: readonly number[];
}

export interface OrderSendState {
  /** The flow running per shop (customer id); a shop that is not here is idle. */
  running: Record<string, Exclude<SubmitPhase, 'idle'>>;
  /** What the shop's dialog says. */
  notices: Record<string, SubmitNotice>;
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
