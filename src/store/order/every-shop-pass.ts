/**
 * 各店訂購's pass, kept in the persisted order slice (`sorting-app:Order`, field `pass`): which shops the review
 * covers, each shop's choices as they were sent, and each shop's result as it comes, written to storage the moment it
 * happens. A reload mid-pass shows each shop where it stands: sent with its number, its send begun (its pending send
 * is then checked), failed, unknown, or not started (offered again with its choices).
 *
 * The pass only remembers what the screen showed. Exactly once is still checkout's send (`submitOrder`, its pending
 * send per shop): a shop whose send may have left is only ever checked, never sent again, whatever the pass says.
 *
 * It belongs to the session it was made in: a sign-out ends it, as it ends the delivery dialog's drafts (its choices
 * name the shops' addresses); the pending sends stay with their shops.
 */
import { createAction, isAnyOf, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { isRecord } from '../../domain/is-record';
import { signedOut } from '../session/auth-slice';
import type { DeliveryDraft, SendFailure } from './order-types';

/** Why a shop was not sent on the app's side: a choice missing or too early, or nothing above 0 in its cart. */
export type ChoiceProblem = 'address' | 'dateMissing' | 'dateTooEarly' | 'time' | 'empty';

/** How one shop's send ended. */
export type PassResult =
  | { kind: 'sent'; orderno: string }
  | { kind: 'problem'; problem: ChoiceProblem }
  | { kind: 'failed'; error: SendFailure }
  /** The answer was lost and no check found the order (yet): the shop's pending send stays. */
  | { kind: 'unknown' }
  /** Another tab (or another screen of this one) is sending this shop's order right now. */
  | { kind: 'busy' }
  /** The shop left the account while the screen was open. */
  | { kind: 'dropped' };

/** A shop's place in the pass: not sent in it yet (null), its send begun and not ended (`sending`), or how it ended. */
export type PassShopResult = PassResult | { kind: 'sending' } | null;

/** One shop of the pass. */
export interface PassShop {
  customerid: string;
  /** The chosen address's text as the send names it; '' when none is chosen. */
  deliveryaddress: string;
  choice: DeliveryDraft;
  /** Left out of the pass by the buyer (unticked on the review). */
  left: boolean;
  result: PassShopResult;
}

/** The pass: the review's shops, in the order they are sent. */
export interface EveryShopPass {
  shops: PassShop[];
}

/**
 * The pass as it is now: made, changed or ended (null) by 各店訂購's own code (features/every-shop/send-pass.ts),
 * which works out each change. Here, on every open's path, only what must be: set it, and the two things the rest
 * of the app does to it.
 */
export const passSet = createAction<EveryShopPass | null>('order/pass');

/**
 * The pass's reducer cases, for the order slice (its `extraReducers`, one matcher). `created` is the slice's
 * `orderCreated` (handed in, so the pass imports nothing of the slice that holds it): a
 * shop of the pass whose order exists (its send created it, or any check found it landed, start-up's included) is
 * sent, with its number, in the same write that ends its pending send, so no reload finds it neither sent nor
 * pending. A sign-out ends the pass: the next buyer on this phone sees neither the shops' choices nor their orders.
 */
export function everyShopPassCases(created: {
  match: (
    action: unknown,
  ) => action is PayloadAction<{ customerid: string; order: { orderno: string } }>;
}) {
  return {
    matches: isAnyOf(passSet, created, signedOut),
    reduce: (state: { pass: EveryShopPass | null }, action: UnknownAction): void => {
      if (created.match(action)) {
        const { customerid, order } = action.payload;
        const shop = state.pass?.shops.find((s) => s.customerid === customerid);
        if (shop) shop.result = { kind: 'sent', orderno: order.orderno };
      } else state.pass = passSet.match(action) ? action.payload : null;
    },
  };
}

/**
 * A pass is kept: the shell, signed in, says on every other screen that it is unfinished (a sign-out ends it, and
 * 各店訂購 ends it once finished, when its screen closes or opens).
 */
export const selectHasPass = (state: { order: { pass: unknown } }) => state.order.pass !== null;

/**
 * The stored pass as start-up reads it back (order-stored.ts): only its shape, so nothing on every open's path
 * can trip over it: its shops as records (older or tampered storage: no pass). 各店訂購 reads each shop whole, or
 * not at all, when it shows the pass (features/every-shop/send-pass.ts, `selectEveryShopPass`).
 */
export const readEveryShopPass = (raw: unknown): EveryShopPass | null => {
  const shops = isRecord(raw) && Array.isArray(raw.shops) ? raw.shops.filter(isRecord) : [];
  return shops[0] ? ({ shops } as unknown as EveryShopPass) : null;
};
