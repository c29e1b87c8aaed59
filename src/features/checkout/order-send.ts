/**
 * Sending the order, exactly once, shop by shop: one `submitOrder` thunk.
 *
 * - 確認 with nothing pending for the shop: note the shop's last order, write the pending send to storage (or tell the
 *   buyer the phone refused it), send. A lost answer is followed by watching the last order (order-check.ts) until
 *   the send's order shows up (domain/landed-order.ts) or half a minute has passed.
 * - With a send pending (its outcome unknown): only check; a confirmed resend (`resend: true`, after the buyer
 *   accepted the risk) checks once more, then sends.
 * - Without a draft: only check the shop's pending send (its dialog opening, the shop becoming active).
 *
 * Its `condition` lets one run per shop at a time (a double tap never sends twice); another shop is never blocked,
 * and across the phone's tabs one run per shop holds the shop's tab lock. A run belongs to the session it began in:
 * once that ends, it asks and shows nothing more. The store keeps what runs and what the dialog says
 * (store/order/order-send-slice.ts); the order, once it exists, is `orderCreated`.
 */
import { orderApi } from '../../api/endpoints/order';
import type { Order, OrderDraft } from '../../api/types';
import { env } from '../../config/env';
import { readFailure } from '../../domain/failure';
import { isLandedOrder } from '../../domain/landed-order';
import { dateStillAllowed } from '../../domain/waiting-order-deadline';
import { orderedLines } from '../../domain/ordered-lines';
import { TAB_LOCK_BUSY, withTabLock } from '../../start/tab-lock';
import {
  orderCreated,
  orderSendSettled,
  orderSendStarted,
  orderSendUnknown,
  orderTabsChecked,
  waitingOrderDateExpired,
  waitingOrderRefused,
  type PendingSend,
  type SentLine,
} from '../../store/order/order-slice';
import {
  orderCheckStarted,
  orderSendBegan,
  orderSendEnded,
  orderSendUnstored,
  waitingOrderSent,
  type SendFailure,
  type SubmitNotice,
} from '../../store/order/order-send-slice';
import { createAppAsyncThunk, type ThunkApi } from '../../store/thunk';
import { NO_CONNECTION, phoneSaysOffline } from './connection';
import { ORDER_CHECK_DELAYS_MS, watchForOrder, type CheckAnswer } from './order-check';

export interface SubmitRequest {
  customerid: string;
  /** The order to send; without one, only the shop's pending send is checked. */
  draft?: OrderDraft;
  /** The buyer confirmed sending again although an earlier send of this cart may have landed. */
  resend?: boolean;
  /**
   * Sends the shop's order kept for the signal (its id), and only while it is still kept as this one: another tab
   * may have sent it, or the buyer cancelled it, since this send was asked for. Its draft is the kept order's.
   */
  waitingId?: string;
}

export type SubmitResult = { kind: 'created'; order: Order; sent: SentLine[] } | SubmitNotice;

/**
 * Whether the request may have reached the server, so its outcome is not known: a time-out, a network error, a call
 * cancelled by the app itself (a session end resets RTK Query, which aborts it: the request may have left), an
 * answer cut off mid-body, or a gateway that gave up waiting (502, 504: the backend behind it may still commit). A
 * 500 from the backend itself, a refusal or a web page in the API's place is a definite no.
 */
export function isLost(error: unknown): boolean {
  const { kind, status, aborted, incomplete } = readFailure(error);
  return (
    aborted ||
    incomplete ||
    kind === 'timeout' ||
    kind === 'network' ||
    kind === 'canceled' ||
    (kind === 'http' && (status === 502 || status === 504))
  );
}

function failureOf(error: unknown): SendFailure {
  const { kind, message } = readFailure(error);
  return { kind: kind ?? 'unexpected', message };
}

const askLastOrder = (customerid: string, { dispatch }: ThunkApi): Promise<Order | null> =>
  dispatch(
    orderApi.endpoints.getLastOrder.initiate(
      { customerid },
      { forceRefetch: true, subscribe: false },
    ),
  ).unwrap();

/** The order exists: the send created it, or a check found it landed. */
const created = (order: Order, sent: SentLine[]): SubmitResult => ({
  kind: 'created',
  order,
  sent,
});

/** The lines an order sends, as the pending send keeps them: a line at 0 is never ordered. */
const sentLinesOf = (draft: OrderDraft): SentLine[] =>
  orderedLines(draft.orderdetails).map((line) => ({
    productid: String(line.productid),
    quantity: line.productquantity,
  }));

/** Whether the session the send began in has ended (read afresh: it may end during any await). */
const ended = (session: AbortSignal): boolean => session.aborted;

/** Waits `ms`, or less if the session ends meanwhile. */
const waitWithin =
  (session: AbortSignal) =>
  (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        session.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      session.addEventListener('abort', done);
    });

/**
 * One look at the last order for the pending send. Nothing is asked once the session the send began in has ended:
 * the next account's token never asks about this account's shop.
 */
async function lookOnce(
  pending: PendingSend,
  api: ThunkApi,
  session: AbortSignal,
): Promise<CheckAnswer> {
  if (ended(session)) return { kind: 'stop' };
  try {
    const last = await askLastOrder(pending.customerid, api);
    if (ended(session)) return { kind: 'stop' };
    return isLandedOrder(last, pending, env.businessTimezone)
      ? { kind: 'landed', order: last }
      : { kind: 'notLanded' };
  } catch (error) {
    // A session that ended (a 401, a sign-out meanwhile) stops the watch; the pending send stays for the next
    // sign-in of this shop's account.
    return ended(session) || readFailure(error).kind === 'unauthorized'
      ? { kind: 'stop' }
      : { kind: 'unreachable' };
  }
}

/**
 * Watches for the pending send's order (order-check.ts) and says what was found. Null when the session ended
 * meanwhile: the pending send stays as it was, and the next sign-in of its account watches for it again.
 */
async function watch(
  pending: PendingSend,
  api: ThunkApi,
  session: AbortSignal,
): Promise<SubmitResult | null> {
  const { customerid } = pending;
  api.dispatch(orderCheckStarted({ customerid }));
  const outcome = await watchForOrder(
    () => lookOnce(pending, api, session),
    api.extra.orderCheckDelays ?? ORDER_CHECK_DELAYS_MS,
    waitWithin(session),
  );
  // A 401 ends the session a moment after the look that met it: the watch was cut short, so the send stays lost
  // (not notFound) and the account's next sign-in watches the whole half-minute again. A slow server may still
  // commit the order; told "not found" after one look, the buyer could send it twice.
  if (ended(session) || outcome.kind === 'stopped') return null;
  if (outcome.kind === 'landed') return created(outcome.order, pending.lines);
  api.dispatch(orderSendUnknown({ customerid, status: 'notFound' }));
  api.extra.persistNow();
  return outcome;
}

/** A single check (a tap of 確認 while a send is pending): found is sent; otherwise the buyer is told again. */
async function checkNow(
  pending: PendingSend,
  api: ThunkApi,
  session: AbortSignal,
): Promise<SubmitResult | null> {
  const answer = await lookOnce(pending, api, session);
  if (ended(session) || answer.kind === 'stop') return null;
  if (answer.kind === 'landed') return created(answer.order, pending.lines);
  api.dispatch(orderSendUnknown({ customerid: pending.customerid, status: 'notFound' }));
  return answer.kind === 'notLanded' ? { kind: 'notFound' } : { kind: 'unreachable' };
}

/** The shop's pending send, another tab's included: its newest copy in storage is taken first (tabs-sync.ts). */
function pendingOf(customerid: string, api: ThunkApi): PendingSend | null {
  api.dispatch(orderTabsChecked());
  return api.getState().order.pendingSends[customerid] ?? null;
}

/**
 * Sends the order with no earlier send left unchecked. The shop's last order is noted first (on a resend this is
 * also the last check that the earlier send did not land); the pending send is in storage before order/add leaves,
 * or, where the phone refuses to store it, the buyer is told to keep the page open until the outcome is known.
 */
async function sendFresh(
  draft: OrderDraft,
  earlier: PendingSend | null,
  api: ThunkApi,
  session: AbortSignal,
  stillWanted: () => boolean = () => true,
): Promise<SubmitResult | null> {
  const { dispatch, extra } = api;
  const customerid = String(draft.customerid);
  const lines = sentLinesOf(draft);
  // The phone says it is offline: nothing can be noted or sent, and the buyer hears the connection is the reason.
  if (phoneSaysOffline()) return { kind: 'failed', error: { ...NO_CONNECTION } };
  let last: Order | null;
  try {
    last = await askLastOrder(customerid, api);
  } catch (error) {
    // Nothing was sent: the dialog says why and the cart stays.
    return ended(session) ? null : { kind: 'failed', error: failureOf(error) };
  }
  if (ended(session)) return null;
  if (earlier !== null && isLandedOrder(last, earlier, env.businessTimezone)) {
    return created(last, earlier.lines);
  }
  // The last moment to leave it unsent: a kept order cancelled meanwhile (here or in another tab) is not sent.
  if (!stillWanted()) return null;
  const pending = {
    customerid,
    lastOrderno: last?.orderno ?? null,
    expecteddate: draft.expecteddate,
    lines,
  };
  dispatch(orderSendStarted(pending));
  // A reload or a closed window from here on must find the pending send in storage.
  extra.persistNow();
  if (!extra.pendingSendStored(customerid)) dispatch(orderSendUnstored({ customerid }));
  try {
    const order = await dispatch(
      orderApi.endpoints.addOrder.initiate({
        ...draft,
        orderdetails: orderedLines(draft.orderdetails),
      }),
    ).unwrap();
    // After the session ended the order is not shown here: the account's next sign-in finds it (watch below).
    if (order !== null && !ended(session)) return created(order, lines);
    // Accepted, but no order in the answer: look it up rather than guess.
  } catch (error) {
    if (!isLost(error)) {
      // A definite no (business 400, 500, a web page, 401): nothing landed, the dialog and the cart stay.
      dispatch(orderSendSettled({ customerid }));
      extra.persistNow();
      return { kind: 'failed', error: failureOf(error) };
    }
  }
  dispatch(orderSendUnknown({ customerid, status: 'lost' }));
  extra.persistNow();
  return watch({ ...pending, status: 'lost' }, api, session);
}

/**
 * The shop's order kept for the signal, read afresh inside the shop's tab lock (another tab's newest copy taken
 * first): sent only while it is still this one, still waiting, and its delivery date still allowed as of now. A
 * date no longer allowed is never sent by itself: the buyer is asked for a new one. A refusal keeps it, marked, with
 * the server's words; a connection that fails before any answer leaves it waiting.
 */
async function sendWaiting(
  customerid: string,
  waitingId: string,
  earlier: PendingSend | null,
  api: ThunkApi,
  session: AbortSignal,
): Promise<SubmitResult | null> {
  const { dispatch, getState, extra } = api;
  const kept = getState().order.waiting[customerid];
  if (kept?.id !== waitingId || kept.status !== 'waiting') return null;
  if (!dateStillAllowed(kept.draft.expecteddate, new Date(), env.businessTimezone)) {
    dispatch(waitingOrderDateExpired({ customerid, id: waitingId }));
    extra.persistNow();
    return null;
  }
  // Read afresh (another tab's 取消 included) once the last order has answered, just before order/add leaves.
  const stillKept = (): boolean => {
    dispatch(orderTabsChecked());
    return getState().order.waiting[customerid]?.id === waitingId;
  };
  // An earlier send of the shop still unknown (kept after the buyer confirmed a resend): it is looked for first, as a
  // confirmed resend does, and only if it did not land is the kept order sent.
  const result = await sendFresh(kept.draft, earlier, api, session, stillKept);
  // Still kept: nothing left the phone (the last order could not be asked), so it waits for the next try.
  if (result?.kind === 'failed' && !stillKept()) {
    dispatch(
      waitingOrderRefused({
        order: kept,
        message: result.error.kind === 'business' ? result.error.message : '',
      }),
    );
    extra.persistNow();
  }
  return result;
}

/**
 * Runs `task` while no other tab of this phone runs one for the same shop (start/tab-lock.ts): from noting the last
 * order to the end of a watch. Undefined, and `task` not run, when another tab is sending or checking that shop's
 * order.
 */
async function aloneForShop<T>(customerid: string, task: () => Promise<T>): Promise<T | undefined> {
  const result = await withTabLock(`order-send:${customerid}`, task, { ifAvailable: true });
  return result === TAB_LOCK_BUSY ? undefined : result;
}

/**
 * 確認 (a draft), a confirmed resend, or the check a shop's dialog starts as it opens (no draft): an earlier send
 * is watched for if its watch never ended, else looked for once; only a resend or a shop with nothing pending sends.
 */
async function sendOrder(
  { customerid, draft, resend = false, waitingId }: SubmitRequest,
  api: ThunkApi,
): Promise<SubmitResult | null> {
  // The send belongs to the session it starts in: once that ends, it asks and shows nothing more.
  const session = api.extra.session();
  const result = await aloneForShop(customerid, async () => {
    const earlier = pendingOf(customerid, api);
    if (waitingId !== undefined) return sendWaiting(customerid, waitingId, earlier, api, session);
    if (draft === undefined || (earlier !== null && !resend)) {
      if (earlier === null) return null;
      return earlier.status === 'notFound'
        ? checkNow(earlier, api, session)
        : watch(earlier, api, session);
    }
    return sendFresh(draft, earlier, api, session);
  });
  return result === undefined ? { kind: 'busyElsewhere' } : result;
}

/** 確認, a confirmed resend, or the check of a pending send: one run per shop at a time. */
export const submitOrder = createAppAsyncThunk(
  'orderSend/submit',
  async (request: SubmitRequest, api): Promise<SubmitResult | null> => {
    const { customerid } = request;
    const checksFirst =
      request.resend !== true && api.getState().order.pendingSends[customerid] !== undefined;
    api.dispatch(
      orderSendBegan({
        customerid,
        phase: checksFirst ? 'checking' : 'sending',
        waiting: request.waitingId !== undefined,
      }),
    );
    let result: SubmitResult | null;
    try {
      result = await sendOrder(request, api);
    } catch (error) {
      result = {
        kind: 'failed',
        error: { kind: 'unexpected', message: readFailure(error).message },
      };
    }
    if (result?.kind === 'created') {
      api.dispatch(orderCreated({ customerid, order: result.order, sent: result.sent }));
      // A reload right after must find neither the cart just ordered nor a send to check again.
      api.extra.persistNow();
      if (request.waitingId !== undefined) {
        api.dispatch(waitingOrderSent({ customerid, order: result.order }));
      }
    }
    // A kept order's send speaks through the bar: the dialog keeps no notice of it (another tab sending it is
    // exactly what should happen).
    const quiet = request.waitingId !== undefined && result?.kind === 'busyElsewhere';
    api.dispatch(
      orderSendEnded({
        customerid,
        notice: result === null || result.kind === 'created' || quiet ? null : result,
      }),
    );
    return result;
  },
  {
    condition: ({ customerid, draft, waitingId }, { getState }) =>
      getState().orderSend.running[customerid] === undefined &&
      (waitingId !== undefined
        ? getState().order.waiting[customerid]?.id === waitingId
        : draft !== undefined || getState().order.pendingSends[customerid] !== undefined),
  },
);
