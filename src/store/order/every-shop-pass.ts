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
import {
  createAction,
  isAnyOf,
  type ActionReducerMapBuilder,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { sameId } from '../../domain/id';
import { isRecord } from '../../domain/is-record';
import { signedOut } from '../session/auth-slice';
import type { DeliveryDraft, OrderState, orderCreated } from './order-slice';
import type { SendFailure } from './order-send-slice';

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

/** 送出 or 重試 on the review: the pass as the buyer chose it now (made if there is none; results kept). */
export const passChosen = createAction<{ shops: Omit<PassShop, 'result'>[] }>('order/passChosen');
/** A shop's send has begun: from here its pending send, if any, says whether anything left. */
export const passShopBegan = createAction<{ customerid: string }>('order/passShopBegan');
/** How a shop's send (or the check of it) ended. */
export const passShopEnded = createAction<{ customerid: string; result: PassResult }>(
  'order/passShopEnded',
);
/** The buyer left the review (返回), or opened a new one: the pass is over. */
export const passEnded = createAction('order/passEnded');

const shopOf = (state: OrderState, customerid: string): PassShop | undefined =>
  state.pass?.shops.find((shop) => shop.customerid === customerid);

/**
 * The pass's reducer cases, for the order slice (its `extraReducers`). `created` is the slice's `orderCreated`: a
 * shop of the pass whose order exists (its send created it, or any check found it landed) is sent, with its number,
 * in the same write that ends its pending send, so no reload can find it neither sent nor pending.
 */
export function addEveryShopPassCases(
  builder: ActionReducerMapBuilder<OrderState>,
  created: typeof orderCreated,
): void {
  builder.addMatcher(
    isAnyOf(passChosen, passShopBegan, passShopEnded, passEnded, created, signedOut),
    (state, action: UnknownAction) => {
      if (passChosen.match(action)) {
        state.pass ??= { shops: [] };
        for (const chosen of action.payload.shops) {
          const shop = shopOf(state, chosen.customerid);
          if (shop === undefined) state.pass.shops.push({ ...chosen, result: null });
          else Object.assign(shop, chosen);
        }
      } else if (passShopBegan.match(action)) {
        const shop = shopOf(state, action.payload.customerid);
        if (shop !== undefined) shop.result = { kind: 'sending' };
      } else if (passShopEnded.match(action)) {
        const shop = shopOf(state, action.payload.customerid);
        if (shop !== undefined) shop.result = action.payload.result;
      } else if (created.match(action)) {
        const shop = shopOf(state, action.payload.customerid);
        if (shop !== undefined)
          shop.result = { kind: 'sent', orderno: action.payload.order.orderno };
      } else {
        // passEnded, or a sign-out: the next buyer on this phone sees neither the shops' choices nor their orders.
        state.pass = null;
      }
    },
  );
}

type WithPass = {
  order: { pass: EveryShopPass | null };
  auth: { loggedIn: boolean; customers: readonly { id: string | number }[] };
};

/**
 * The pass, while signed in to the account whose shops it covers (a sign-out ends it; another account never has
 * these shops); else null.
 */
export const selectEveryShopPass = (state: WithPass): EveryShopPass | null => {
  const { pass } = state.order;
  const { loggedIn, customers } = state.auth;
  if (!loggedIn || pass === null) return null;
  return pass.shops.some((shop) => customers.some((c) => sameId(c.id, shop.customerid)))
    ? pass
    : null;
};

/** A shop of the pass still to be sent, or whose send is not known to have ended: not left out, not sent, not gone. */
export const passShopOpen = (shop: PassShop): boolean =>
  !shop.left && shop.result?.kind !== 'sent' && shop.result?.kind !== 'dropped';

/** The account's pass has a shop still open: the shell says so on every other screen. */
export const selectPassUnfinished = (state: WithPass): boolean =>
  selectEveryShopPass(state)?.shops.some(passShopOpen) ?? false;

// Reading it back from storage (start/migrations.ts): tampered or older storage reads as no pass, or as the shops
// that are whole.

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const PROBLEMS: readonly string[] = ['address', 'dateMissing', 'dateTooEarly', 'time', 'empty'];

function readResult(raw: unknown): PassShopResult {
  if (!isRecord(raw)) return null;
  switch (raw.kind) {
    case 'sent': {
      const orderno = text(raw.orderno);
      return orderno === null || orderno === '' ? null : { kind: 'sent', orderno };
    }
    case 'problem':
      return PROBLEMS.includes(String(raw.problem))
        ? { kind: 'problem', problem: raw.problem as ChoiceProblem }
        : null;
    case 'failed': {
      const error = isRecord(raw.error) ? raw.error : {};
      return {
        kind: 'failed',
        error: { kind: text(error.kind) ?? 'unexpected', message: text(error.message) ?? '' },
      };
    }
    case 'sending':
    case 'unknown':
    case 'busy':
    case 'dropped':
      return { kind: raw.kind };
    default:
      return null;
  }
}

const CHOICE_FIELDS = [
  'addressId',
  'expecteddate',
  'deliverytype',
  'deliverytime',
  'deliverytimeremark',
  'ispayment',
] as const;

function readShop(raw: unknown): PassShop | null {
  if (!isRecord(raw) || !isRecord(raw.choice)) return null;
  const customerid = text(raw.customerid);
  const deliveryaddress = text(raw.deliveryaddress);
  const choice = raw.choice;
  if (customerid === null || customerid === '' || deliveryaddress === null) return null;
  if (!CHOICE_FIELDS.every((field) => typeof choice[field] === 'string')) return null;
  return {
    customerid,
    deliveryaddress,
    choice: Object.fromEntries(
      CHOICE_FIELDS.map((field) => [field, choice[field]]),
    ) as unknown as DeliveryDraft,
    left: raw.left === true,
    result: readResult(raw.result),
  };
}

/** The stored pass: its whole shops, each once; null when none is whole. */
export function readEveryShopPass(raw: unknown): EveryShopPass | null {
  if (!isRecord(raw) || !Array.isArray(raw.shops)) return null;
  const shops: PassShop[] = [];
  for (const value of raw.shops) {
    const shop = readShop(value);
    if (shop !== null && !shops.some((s) => s.customerid === shop.customerid)) shops.push(shop);
  }
  return shops.length === 0 ? null : { shops };
}
