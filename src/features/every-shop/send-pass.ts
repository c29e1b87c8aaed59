/**
 * 送出 N 家店的訂單: one order per shop, one shop after another, each through the same exactly-once send as the
 * delivery dialog (checkout's `submitOrder`: the shop's last order noted first, its pending send stored before the
 * call, a lost answer looked for in that shop's `lastorder`, one send per shop across tabs, keyed by its customer
 * id). A shop's failure or unknown outcome is that shop's only: the pass goes on to the next shop, never resends
 * another and never waits for one beyond its own send.
 */
import { createSelector } from '@reduxjs/toolkit';
import { env } from '../../config/env';
import { earliestDeliveryDate, validateDeliveryChoice } from '../../domain/delivery-date';
import { sameId } from '../../domain/id';
import { isRecord } from '../../domain/is-record';
import { orderedLines } from '../../domain/ordered-lines';
import { selectCartLines } from '../../store/cart/cart-slice';
import {
  passSet,
  type ChoiceProblem,
  type EveryShopPass,
  type PassResult,
  type PassShop,
  type PassShopResult,
} from '../../store/order/every-shop-pass';
import { orderTabsChecked } from '../../store/order/order-slice';
import type { DeliveryDraft } from '../../store/order/order-types';
import { selectCustomers } from '../../store/session/auth-slice';
import type { AppDispatch, RootState } from '../../store/root-state';
import type { AppThunk } from '../../store/thunk';
import { buildOrderDraft, submitOrder } from '../checkout';

/** What the buyer chose for one shop on the review. */
export interface ShopSend {
  customerid: string;
  /** The chosen address's text; '' when none is chosen. */
  deliveryaddress: string;
  choice: DeliveryDraft;
  /** Send again although an earlier send of this shop's cart may have landed (the buyer confirmed it). */
  resend?: boolean;
}

/** How one shop's send ended; kept in the persisted pass (store/order/every-shop-pass.ts). */
export type { ChoiceProblem, PassResult };

/** The shop's send is watching its last order after a lost answer (checkout's `orderCheckStarted`). */
const watching = (getState: () => RootState, customerid: string): boolean =>
  getState().orderSend.running[customerid] === 'checking';

/** Resolves once `customerid`'s send turns to watching its last order, or `done` settles; polled, as thunks cannot subscribe. */
async function untilWatchingOrDone(
  getState: () => RootState,
  customerid: string,
  done: Promise<unknown>,
): Promise<void> {
  const send = { settled: false };
  void done.finally(() => {
    send.settled = true;
  });
  while (!send.settled && !watching(getState, customerid)) {
    await new Promise((resolve) => setTimeout(resolve, WATCH_POLL_MS));
  }
}

/** How often the pass looks whether a shop's send has turned to watching (the watch itself takes seconds). */
const WATCH_POLL_MS = 50;

/**
 * One shop's send, as checkout sends it. `next` resolves when the pass may go on to the next shop: when this send has
 * ended, or as soon as its answer is lost and it is watching its own last order (up to half a minute: the other shops
 * do not wait for it). `result` resolves with how it ended.
 */
function sendShop(
  send: ShopSend,
  dispatch: AppDispatch,
  getState: () => RootState,
): { next: Promise<void>; result: Promise<PassResult> } {
  const { customerid, deliveryaddress, choice } = send;
  const now = (result: PassResult) => ({
    next: Promise.resolve(),
    result: Promise.resolve(result),
  });
  if (!selectCustomers(getState()).some((c) => sameId(c.id, customerid))) {
    return now({ kind: 'dropped' });
  }
  const earliest = earliestDeliveryDate(new Date(), env.businessTimezone);
  const problem = validateDeliveryChoice(
    {
      address: deliveryaddress,
      expecteddate: choice.expecteddate,
      deliverytime: choice.deliverytime,
    },
    earliest,
  );
  if (problem !== null) return now({ kind: 'problem', problem });
  // The shop's cart as it is now: a line changed on the review's way here is sent as the buyer left it.
  const lines = selectCartLines(getState(), customerid);
  if (orderedLines(lines).length === 0) return now({ kind: 'problem', problem: 'empty' });
  const draft = buildOrderDraft(customerid, deliveryaddress, choice, lines);
  if (draft === null) return now({ kind: 'problem', problem: 'time' });
  const result = dispatch(
    submitOrder({ customerid, draft, ...(send.resend === true ? { resend: true } : {}) }),
  ).then(passResultOf);
  return { next: untilWatchingOrDone(getState, customerid, result), result };
}

function passResultOf(action: Awaited<ReturnType<ReturnType<typeof submitOrder>>>): PassResult {
  // Refused by the send's own condition: this shop's send already runs in this tab.
  if (!submitOrder.fulfilled.match(action)) return { kind: 'busy' };
  const result = action.payload;
  if (result === null) return { kind: 'unknown' };
  switch (result.kind) {
    case 'created':
      return { kind: 'sent', orderno: result.order.orderno };
    case 'failed':
      return { kind: 'failed', error: result.error };
    case 'busyElsewhere':
      return { kind: 'busy' };
    default:
      return { kind: 'unknown' };
  }
}

const unexpected = (error: unknown): PassResult => ({
  kind: 'failed',
  error: { kind: 'unexpected', message: error instanceof Error ? error.message : '' },
});

/** How a shop of the pass stands as the review chose it: its choices, and whether the buyer left it out. */
export type PassChoice = Omit<PassShop, 'result'>;

const chosenOf = (send: ShopSend): PassChoice => ({
  customerid: send.customerid,
  deliveryaddress: send.deliveryaddress,
  choice: send.choice,
  left: false,
});

type PassChange = (pass: EveryShopPass | null) => EveryShopPass | null;

/** The review's shops as chosen now: the pass made if there is none; a shop's result kept, its choices the new ones. */
export const withChoices =
  (chosen: readonly PassChoice[]): PassChange =>
  (pass) => {
    const shops = [...(pass?.shops ?? [])];
    for (const choice of chosen) {
      const at = shops.findIndex((s) => s.customerid === choice.customerid);
      if (at < 0) shops.push({ ...choice, result: null });
      else shops[at] = { ...(shops[at] as PassShop), ...choice };
    }
    return { shops };
  };

/** One shop's result (its send begun, or how it ended); a shop not in the pass, or no pass, changes nothing. */
export const withResult =
  (customerid: string, result: PassShopResult): PassChange =>
  (pass) =>
    pass && {
      shops: pass.shops.map((s) => (s.customerid === customerid ? { ...s, result } : s)),
    };

// The pass as 各店訂購 shows it: start-up keeps only its shape (store/order/every-shop-pass.ts); here each shop is
// read whole or dropped, so tampered or older storage shows as no pass.

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const PROBLEMS: readonly unknown[] = ['address', 'dateMissing', 'dateTooEarly', 'time', 'empty'];
const PLAIN: readonly unknown[] = ['sending', 'unknown', 'busy', 'dropped'];
const CHOICE: readonly (keyof DeliveryDraft)[] = [
  'addressId',
  'expecteddate',
  'deliverytype',
  'deliverytime',
  'deliverytimeremark',
  'ispayment',
];

/** A result kept only when it is one of the kinds, whole; else the shop reads as not started. */
function readResult(raw: unknown): PassShopResult {
  if (!isRecord(raw)) return null;
  const { kind } = raw;
  if (kind === 'sent') return text(raw.orderno) ? { kind, orderno: text(raw.orderno) } : null;
  if (kind === 'problem')
    return PROBLEMS.includes(raw.problem) ? { kind, problem: raw.problem as ChoiceProblem } : null;
  if (kind === 'failed') {
    const error = isRecord(raw.error) ? raw.error : {};
    return {
      kind,
      error: { kind: text(error.kind) || 'unexpected', message: text(error.message) },
    };
  }
  return PLAIN.includes(kind) ? ({ kind } as PassShopResult) : null;
}

/** A shop is kept only whole: its id, its address text and every choice as text. */
function readShop(raw: unknown): PassShop | null {
  if (!isRecord(raw) || !isRecord(raw.choice) || !text(raw.customerid)) return null;
  const { choice } = raw;
  if (typeof raw.deliveryaddress !== 'string' || CHOICE.some((f) => typeof choice[f] !== 'string'))
    return null;
  return {
    customerid: raw.customerid as string,
    deliveryaddress: raw.deliveryaddress,
    choice: Object.fromEntries(CHOICE.map((f) => [f, choice[f]])) as unknown as DeliveryDraft,
    left: raw.left === true,
    result: readResult(raw.result),
  };
}

/** The stored pass with its whole shops; null when it has none. */
export function readPass(raw: unknown): EveryShopPass | null {
  const shops = (isRecord(raw) && Array.isArray(raw.shops) ? raw.shops : [])
    .map(readShop)
    .filter((shop): shop is PassShop => shop !== null);
  return shops.length > 0 ? { shops } : null;
}

/**
 * The pass, read whole, while signed in to the account whose shops it covers (a sign-out ends it; another account
 * never has these shops); else null.
 */
export const selectEveryShopPass = createSelector(
  [(state: RootState) => state.order.pass, (state: RootState) => state.auth],
  (stored, { loggedIn, customers }): EveryShopPass | null => {
    const pass = readPass(stored);
    return loggedIn &&
      pass?.shops.some((s) => customers.some((c) => sameId(c.id, s.customerid))) === true
      ? pass
      : null;
  },
);

/** A shop of the pass still to be sent, or whose send is not known to have ended: not left out, not sent, not gone. */
export const passShopOpen = ({ left, result }: PassShop): boolean =>
  !left && result?.kind !== 'sent' && result?.kind !== 'dropped';

/**
 * A pass with no shop open (or none read whole) is over: 各店訂購 ends it as its screen opens on the grid and as it
 * closes, so the shell's line names only an unfinished one.
 */
export const endFinishedPass = (): AppThunk<void> => (dispatch, getState) => {
  const state = getState();
  const pass = selectEveryShopPass(state);
  if (state.order.pass !== null && pass?.shops.some(passShopOpen) !== true) dispatch(passSet(null));
};

/** The pass changed as `change` says, on its newest copy (another tab's taken first), and in storage at once. */
const changePass =
  (change: PassChange): AppThunk<void> =>
  (dispatch, getState, extra) => {
    dispatch(orderTabsChecked());
    dispatch(passSet(change(getState().order.pass)));
    extra.persistNow();
  };

/**
 * The pass: each shop in the given order, the next one once the previous one's send has ended (its order created or
 * refused) or, its answer lost, is watching its own last order; whatever that one's outcome. `report` hears each
 * shop's result as it comes, so the result list fills in shop by shop; the pass resolves once every shop's send
 * has ended (a watch included), with every result, for the one LINE notice.
 *
 * The pass is in storage as it goes (store/order/every-shop-pass.ts): `reviewed` (the review's shops with their
 * choices; by default the shops sent) before anything is sent, each shop's start before its send, each result the
 * moment it is known. A reload finds each shop where it stood.
 */
export const sendEveryShop =
  (
    sends: readonly ShopSend[],
    report: (customerid: string, result: PassResult) => void,
    reviewed: readonly PassChoice[] = [],
  ): AppThunk<Promise<Record<string, PassResult>>> =>
  async (dispatch, getState) => {
    dispatch(changePass(withChoices([...reviewed, ...sends.map(chosenOf)])));
    const results: Record<string, PassResult> = {};
    const ends: Promise<void>[] = [];
    for (const send of sends) {
      const { customerid } = send;
      dispatch(changePass(withResult(customerid, { kind: 'sending' })));
      let started;
      try {
        started = sendShop(send, dispatch, getState);
      } catch (error) {
        started = { next: Promise.resolve(), result: Promise.resolve(unexpected(error)) };
      }
      ends.push(
        started.result.catch(unexpected).then((result) => {
          results[customerid] = result;
          dispatch(changePass(withResult(customerid, result)));
          report(customerid, result);
        }),
      );
      await started.next;
    }
    await Promise.all(ends);
    return results;
  };

/**
 * After a reload (or on coming back to the review): a shop of the pass whose send may have left (its pending send
 * is still there) is checked, never sent: its watch goes on if it never ended, else its last order is looked at
 * once. Found, it is sent with its number; otherwise it is unknown again. A check that does not run (the shop's send
 * runs already, here or in another tab) or that the session's end cut short leaves the shop as it was.
 */
export const checkPassShop =
  (customerid: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const action = await dispatch(submitOrder({ customerid }));
    if (!submitOrder.fulfilled.match(action) || action.payload === null) return;
    dispatch(changePass(withResult(customerid, passResultOf(action))));
  };
