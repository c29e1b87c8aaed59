/**
 * The steps of sending the order (store/order/order-send.ts): note the shop's last order, write the pending send, send,
 * and, when the answer is lost, watch the last order until the send's order shows up or half a minute has passed.
 * A module of its own so the start-up chunk, which holds the order-send slice, does not carry them.
 */
import { TAB_LOCK_BUSY, withTabLock } from '../../api/tab-lock';
import { orderApi } from '../../api/endpoints/order';
import type { Order, OrderDraft } from '../../api/types';
import { env } from '../../config/env';
import { readFailure } from '../../domain/failure';
import type { ThunkApi } from '../thunk';
import { isLandedOrder } from './landed-order';
import { ORDER_CHECK_DELAYS_MS, watchForOrder, type CheckAnswer } from './order-check';
import {
  orderCheckStarted,
  type SendFailure,
  type SubmitRequest,
  type SubmitResult,
} from './order-send-model';
import {
  orderSendSettled,
  orderSendStarted,
  orderSendUnknown,
  orderTabsChecked,
  type PendingSend,
} from './order-slice';

/**
 * Time-out, network error, a cancelled call, or a gateway that gave up waiting (502, 504: the backend behind it may
 * still commit): the request may have reached the server. A 500 from the backend itself, or any refusal, is a no.
 */
const isLost = (error: unknown): boolean => {
  const { kind, status } = readFailure(error);
  return (
    kind === 'timeout' ||
    kind === 'network' ||
    kind === 'canceled' ||
    (kind === 'http' && (status === 502 || status === 504))
  );
};

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

/** The send's order: the order and cart slices take it from the thunk's answer (submit-order.ts). */
const created = (order: Order): SubmitResult => ({ kind: 'created', order });

/** One look at the last order for the pending send. */
async function lookOnce(pending: PendingSend, api: ThunkApi): Promise<CheckAnswer> {
  try {
    const last = await askLastOrder(pending.customerid, api);
    return isLandedOrder(last, pending, env.businessTimezone)
      ? { kind: 'landed', order: last }
      : { kind: 'notLanded' };
  } catch (error) {
    // A session that ended (401) stops the watch; the pending send stays for the next sign-in of this shop.
    return readFailure(error).kind === 'unauthorized' ? { kind: 'stop' } : { kind: 'unreachable' };
  }
}

/** Watches for the pending send's order (order-check.ts) and says what was found. */
async function watch(pending: PendingSend, api: ThunkApi): Promise<SubmitResult> {
  const { customerid } = pending;
  api.dispatch(orderCheckStarted({ customerid }));
  const outcome = await watchForOrder(
    () => lookOnce(pending, api),
    api.extra.orderCheckDelays ?? ORDER_CHECK_DELAYS_MS,
  );
  if (outcome.kind === 'landed') return created(outcome.order);
  api.dispatch(orderSendUnknown({ customerid, status: 'notFound' }));
  api.extra.persistNow();
  return outcome;
}

/** A single check (a tap of 確認 while a send is pending): found is sent; otherwise the buyer is told again. */
async function checkNow(pending: PendingSend, api: ThunkApi): Promise<SubmitResult> {
  const answer = await lookOnce(pending, api);
  if (answer.kind === 'landed') return created(answer.order);
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
 * also the last check that the earlier send did not land); the pending send is in storage before order/add leaves.
 */
async function sendFresh(
  draft: OrderDraft,
  earlier: PendingSend | null,
  api: ThunkApi,
): Promise<SubmitResult> {
  const { dispatch, extra } = api;
  const customerid = String(draft.customerid);
  let last: Order | null;
  try {
    last = await askLastOrder(customerid, api);
  } catch (error) {
    // Nothing was sent: the dialog says why and the cart stays.
    return { kind: 'failed', error: failureOf(error) };
  }
  if (earlier !== null && isLandedOrder(last, earlier, env.businessTimezone)) {
    return created(last);
  }
  const pending = {
    customerid,
    lastOrderno: last?.orderno ?? null,
    expecteddate: draft.expecteddate,
    productids: draft.orderdetails.map((l) => String(l.productid)),
  };
  dispatch(orderSendStarted(pending));
  // A reload or a closed window from here on must find the pending send in storage.
  extra.persistNow();
  try {
    const order = await dispatch(orderApi.endpoints.addOrder.initiate(draft)).unwrap();
    if (order !== null) return created(order);
    // Accepted, but no order in the answer: look it up rather than guess.
  } catch (error) {
    if (!isLost(error)) {
      // A definite no (business 400, 500, HTML, 401): nothing landed, the dialog and the cart stay.
      dispatch(orderSendSettled({ customerid }));
      extra.persistNow();
      return { kind: 'failed', error: failureOf(error) };
    }
  }
  dispatch(orderSendUnknown({ customerid, status: 'lost' }));
  extra.persistNow();
  return watch({ ...pending, status: 'lost' }, api);
}

/**
 * Runs `task` while no other tab of this phone runs one for the same shop (api/tab-lock.ts): from noting the last
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
export async function sendOrder(
  { customerid, draft, resend = false }: SubmitRequest,
  api: ThunkApi,
): Promise<SubmitResult | null> {
  const result = await aloneForShop(customerid, async () => {
    const earlier = pendingOf(customerid, api);
    if (draft === undefined || (earlier !== null && !resend)) {
      if (earlier === null) return null;
      return earlier.status === 'notFound' ? checkNow(earlier, api) : watch(earlier, api);
    }
    return sendFresh(draft, earlier, api);
  });
  return result === undefined ? { kind: 'busyElsewhere' } : result;
}
