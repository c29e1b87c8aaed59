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
import { orderAddApi } from './order-endpoints';
import type { Order, OrderDraft } from '../../api/types';
import { selectCartLines } from '../../store/cart/cart-slice';
import { env } from '../../config/env';
import { readFailure } from '../../domain/failure';
import { isLandedOrder } from '../../domain/landed-order';
import { dateStillAllowed } from '../../domain/kept-order-deadline';
import { msUntilCannotLand } from '../../domain/send-can-land';
import { orderedLines } from '../../domain/ordered-lines';
import { TAB_LOCK_BUSY, withTabLock } from '../../phone/tab-lock';
import {
  accountOwner,
  orderCreated,
  orderSendSettled,
  orderSendStarted,
  orderSendUnknown,
  orderTabsChecked,
  keptOrderMarked,
  orderSendBegan,
  orderSendEnded,
  type OrderState,
  type PendingSend,
  type SentLine,
} from '../../store/order/order-slice';
import { orderCheckStarted, orderSendUnstored } from '../../store/order/order-send-slice';
import type { SendFailure, SubmitNotice } from '../../store/order/order-types';
import { createAppAsyncThunk, type ThunkApi } from '../../store/thunk';
import { NO_CONNECTION, phoneSaysOffline } from './connection';
import { ORDER_CHECK_DELAYS_MS, watchForOrder, type CheckAnswer } from './order-check';
import { cartDiffers } from './kept-order';

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
  keptId?: string;
  /**
   * The buyer tapped 立即送出 on a kept order that the phone cannot store a pending send of: it goes, kept in this
   * page only. By itself the app never sends a kept order it could not store (a reload would find it unsent).
   */
  unstoredOk?: boolean;
}

/** `kept`: the order came from the shop's order kept for the signal (the bar says so, not /createorder). */
export type SubmitResult =
  { kind: 'created'; order: Order; sent: SentLine[]; kept?: boolean } | SubmitNotice;

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

/**
 * When each send of this page left, on a clock nobody can set (performance.now()), by shop and `sentAt`: a phone
 * clock set forward after the send must not shorten the wait until it can no longer land (domain/send-can-land.ts).
 */
const leftInThisPage = new Map<string, number>();
const sendKey = (customerid: string, sentAt: string | undefined) => `${customerid}|${sentAt ?? ''}`;

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

/** The shop's pending send, another tab's included: its newest copy in storage is taken first (store/stored/tabs-sync.ts). */
function pendingOf(customerid: string, api: ThunkApi): PendingSend | null {
  api.dispatch(orderTabsChecked());
  return api.getState().order.pendingSends[customerid] ?? null;
}

/**
 * Sends the order with no earlier send left unchecked. The shop's last order is noted first (on a resend this is
 * also the last check that the earlier send did not land); the pending send is in storage before order/add leaves,
 * or, where the phone refuses to store it, the buyer is told to keep the page open until the outcome is known.
 */
interface FreshSend {
  /**
   * The order to send as it stands at the last moment before order/add leaves, or null to send nothing: a kept order
   * is read afresh there (cancelled, updated, its date past the cutoff, the cart changed in another tab).
   */
  lastLook?: () => OrderDraft | null;
  /** The kept order this send sends. */
  keptId?: string;
  /** Whether the send may go when the phone refuses to store its pending send (a kept order's may not, by itself). */
  unstoredOk?: boolean;
  /** Told when order/add is about to leave (after that, a failure is order/add's own answer). */
  leaving?: () => void;
}

async function sendFresh(
  draft: OrderDraft,
  earlier: PendingSend | null,
  api: ThunkApi,
  session: AbortSignal,
  { lastLook = () => draft, keptId, unstoredOk = true, leaving = () => undefined }: FreshSend = {},
): Promise<SubmitResult | null> {
  const { dispatch, extra } = api;
  const customerid = String(draft.customerid);
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
  // The last moment to leave it unsent: a kept order cancelled or changed meanwhile (here or in another tab).
  const sending = lastLook();
  if (sending === null) return null;
  const lines = sentLinesOf(sending);
  const pending = {
    customerid,
    lastOrderno: last?.orderno ?? null,
    expecteddate: sending.expecteddate,
    lines,
    sentAt: new Date().toISOString(),
    ...(keptId === undefined ? {} : { keptId }),
  };
  dispatch(orderSendStarted(pending));
  // A reload or a closed window from here on must find the pending send in storage.
  extra.persistNow();
  if (!extra.pendingSendStored(customerid)) {
    if (!unstoredOk) {
      // A reload would find the kept order unsent and send it again: it is not sent by itself. The bar says why
      // and offers 立即送出, which the buyer watches to the end.
      dispatch(orderSendSettled({ customerid }));
      if (keptId !== undefined)
        dispatch(keptOrderMarked({ customerid, id: keptId, status: 'waiting' }));
      dispatch(orderSendUnstored({ customerid }));
      return null;
    }
    dispatch(orderSendUnstored({ customerid }));
  }
  leftInThisPage.set(sendKey(customerid, pending.sentAt), performance.now());
  leaving();
  try {
    const order = await dispatch(
      orderAddApi.endpoints.addOrder.initiate({
        ...sending,
        orderdetails: orderedLines(sending.orderdetails),
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
 * The shop's order kept for the signal as it may be sent now, read afresh (another tab's newest copy of it and of the
 * cart taken first): still this one and still to be sent, its delivery date still allowed as of now, and the shop's
 * cart still what it sends. Null when it must not go: a date past the cutoff is marked (the bar asks for a new date),
 * a cart changed since (a line removed in another tab) leaves it to the bar's question (更新訂單 or 取消訂單).
 */
function sendableKept(customerid: string, keptId: string, api: ThunkApi): OrderDraft | null {
  const { dispatch, getState, extra } = api;
  dispatch(orderTabsChecked());
  const kept = getState().order.kept[customerid];
  if (kept?.id !== keptId || (kept.status !== 'waiting' && kept.status !== 'sending')) return null;
  if (!dateStillAllowed(kept.draft.expecteddate, new Date(), env.businessTimezone)) {
    dispatch(keptOrderMarked({ customerid, id: keptId, status: 'dateExpired' }));
    extra.persistNow();
    return null;
  }
  if (cartDiffers(kept, selectCartLines(getState(), customerid))) {
    // Sending or not, it waits for the buyer's answer now.
    dispatch(keptOrderMarked({ customerid, id: keptId, status: 'waiting' }));
    extra.persistNow();
    return null;
  }
  return kept.draft;
}

/**
 * An earlier send of this very kept order (a reload, a dropped connection or a lost answer left it unknown): what
 * became of it decides before anything is sent again. Found: the order. Not found: the send may go again once that
 * earlier call can no longer land (domain/send-can-land.ts), and sendFresh's own look at the last order, asked after
 * that, lacks it. Otherwise what to tell the buyer, or null (the session ended: its account's next sign-in goes on).
 */
async function settleEarlierSend(
  earlier: PendingSend,
  resend: boolean,
  api: ThunkApi,
  session: AbortSignal,
): Promise<SubmitResult | 'sendAgain' | null> {
  const found =
    earlier.status === 'notFound'
      ? await checkNow(earlier, api, session)
      : await watch(earlier, api, session);
  if (found === null || found.kind !== 'notFound') return found;
  // The buyer's 重新送出 accepted the risk; by itself the app waits out the earlier call's time limit.
  if (!resend) {
    const leftAt = leftInThisPage.get(sendKey(earlier.customerid, earlier.sentAt));
    const elapsedHere = leftAt === undefined ? undefined : performance.now() - leftAt;
    const wait = msUntilCannotLand(
      earlier.sentAt,
      new Date(),
      api.extra.orderLandLimitMs,
      elapsedHere,
    );
    await waitWithin(session)(wait);
    if (ended(session)) return null;
  }
  return 'sendAgain';
}

/**
 * The shop's order kept for the signal, read afresh inside the shop's tab lock and again just before order/add
 * leaves (sendableKept). It stays kept, marked as sending, until its order is known to exist; an earlier send of it
 * whose outcome is unknown is settled first. A refusal keeps it, marked, with the server's words; a session that
 * ended (a 401) and a connection that fails before any answer leave it waiting.
 */
async function sendKept(
  { customerid, keptId, resend, unstoredOk }: KeptRequest,
  api: ThunkApi,
  session: AbortSignal,
): Promise<SubmitResult | null> {
  const { dispatch, getState, extra } = api;
  const asked = getState().order.kept[customerid];
  // Another account signed in on the phone never sends, checks or sees it.
  const owner = accountOwner(getState().auth.customer);
  if (asked?.id !== keptId || asked.owner !== owner) return null;
  if (asked.status !== 'waiting' && asked.status !== 'sending') return null;
  let result: SubmitResult | null = null;
  // Whether this run's order/add left: a failure before it (the phone offline, the last order not answered) is no
  // answer about the order, and leaves it as it was (waiting, or sending with its earlier send unknown).
  const run = { left: false };
  // A send whose answer is lost and whose order is not found goes again, once it can no longer land; a few times
  // in one run at most (each takes the call's whole time limit): the next try (online, the timer) goes on.
  for (let sends = 0; sends < KEPT_SENDS_PER_RUN; sends += 1) {
    const unsettled = getState().order.pendingSends[customerid] ?? null;
    if (unsettled?.keptId === keptId) {
      const settled = await settleEarlierSend(unsettled, resend && sends === 0, api, session);
      if (settled !== 'sendAgain') return keptResult(settled);
    }
    const draft = sendableKept(customerid, keptId, api);
    if (draft === null) return null;
    run.left = false;
    // An earlier send of the shop still unknown (this one's, or one kept after the buyer confirmed a resend): the
    // last order is compared with it first, and only if it did not land is the kept order sent.
    result = await sendFresh(
      draft,
      getState().order.pendingSends[customerid] ?? null,
      api,
      session,
      {
        lastLook: () => sendableKept(customerid, keptId, api),
        keptId,
        unstoredOk,
        leaving: () => {
          run.left = true;
        },
      },
    );
    if (result?.kind !== 'notFound') break;
  }
  const kept = getState().order.kept[customerid];
  // Its order/add left and was answered with a definite no.
  if (result?.kind === 'failed' && run.left && kept?.id === keptId && kept.status === 'sending') {
    const { kind, message } = result.error;
    // A 401 ends the session, not the order: it waits for its account to sign in again.
    dispatch(
      kind === 'unauthorized'
        ? keptOrderMarked({ customerid, id: keptId, status: 'waiting' })
        : keptOrderMarked({
            customerid,
            id: keptId,
            status: 'refused',
            message: kind === 'business' ? message : '',
          }),
    );
    extra.persistNow();
  }
  return keptResult(result);
}

/** A kept order's outcome: its order, once it exists, is told by the bar (and kept in storage for it). */
const keptResult = (result: SubmitResult | null): SubmitResult | null =>
  result?.kind === 'created' ? { ...result, kept: true } : result;

/** How many times one run may send a kept order whose answers are lost and whose order is not found. */
const KEPT_SENDS_PER_RUN = 3;

/** A request to send the shop's kept order. */
interface KeptRequest {
  customerid: string;
  keptId: string;
  /** The buyer's 重新送出: an earlier send of it not found is not waited out. */
  resend: boolean;
  unstoredOk: boolean;
}

/** The kept order whose send the shop's pending send is, when it is still kept (marked sending). */
export function keptSendOf(order: OrderState, customerid: string): string | undefined {
  const pending = order.pendingSends[customerid];
  const kept = order.kept[customerid];
  return pending?.keptId !== undefined && kept?.id === pending.keptId && kept.status === 'sending'
    ? kept.id
    : undefined;
}

/**
 * Runs `task` while no other tab of this phone runs one for the same shop (phone/tab-lock.ts): from noting the last
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
  { customerid, draft, resend = false, keptId, unstoredOk = false }: SubmitRequest,
  api: ThunkApi,
): Promise<SubmitResult | null> {
  // The send belongs to the session it starts in: once that ends, it asks and shows nothing more.
  const session = api.extra.session();
  const result = await aloneForShop(customerid, async () => {
    const earlier = pendingOf(customerid, api);
    // A check of the shop's pending send that is a kept order's is that kept order's own send (settled, resent).
    const keptToSend =
      keptId ?? (draft === undefined ? keptSendOf(api.getState().order, customerid) : undefined);
    if (keptToSend !== undefined) {
      const request = { customerid, keptId: keptToSend, resend, unstoredOk };
      return sendKept(request, api, session);
    }
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
    const { order } = api.getState();
    const checksFirst = request.resend !== true && order.pendingSends[customerid] !== undefined;
    const forKept =
      request.keptId !== undefined ||
      (request.draft === undefined && keptSendOf(order, customerid) !== undefined);
    api.dispatch(
      orderSendBegan({
        customerid,
        phase: checksFirst ? 'checking' : 'sending',
        kept: forKept,
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
      const { order: created, sent, kept } = result;
      // A reload right after must find neither the cart just ordered nor a send to check again; a kept order's
      // 訂單已送出 is in storage with it.
      api.dispatch(
        orderCreated({ customerid, order: created, sent, ...(kept === true ? { kept } : {}) }),
      );
      api.extra.persistNow();
    }
    // A kept order's send speaks through the bar: the dialog keeps no notice of it (another tab sending it is
    // exactly what should happen).
    const quiet = forKept && result?.kind === 'busyElsewhere';
    api.dispatch(
      orderSendEnded({
        customerid,
        notice: result === null || result.kind === 'created' || quiet ? null : result,
      }),
    );
    return result;
  },
  {
    condition: ({ customerid, draft, keptId }, { getState }) =>
      getState().orderSend.running[customerid] === undefined &&
      (keptId !== undefined
        ? getState().order.kept[customerid]?.id === keptId
        : draft !== undefined || getState().order.pendingSends[customerid] !== undefined),
  },
);
