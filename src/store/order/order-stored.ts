/**
 * The orders on their way as kept on the phone (`sorting-app:Order`, localStorage), shared by the app's tabs: the
 * delivery drafts, the pending sends (which decide whether a resend is allowed), the orders kept for the signal,
 * their 訂單已送出, and 各店訂購's pass. Each part is read back on its own; what is damaged is dropped, never sent half.
 */
import type { CartLine, Order } from '../../api/types';
import { ORDER_PERSIST_KEY } from '../../config/storage-keys';
import { isRecord } from '../../domain/is-record';
import { listOf, text, type Loose } from '../stored/read-loose';
import { storedSlice } from '../stored/stored-slice';
import { readEveryShopPass } from './every-shop-pass';
import {
  orderReducer,
  orderTabsChecked,
  orderTaken,
  type KeptSent,
  type OrderState,
  type PendingSend,
  type SentLine,
  type KeptOrder,
  type SharedOrderState,
} from './order-slice';
import type { DeliveryDraft } from './order-types';

/** A stored draft keeps its text fields; anything else starts the dialog from the defaults. */
function readDraft(raw: unknown): DeliveryDraft | null {
  if (!isRecord(raw)) return null;
  return {
    addressId: text(raw.addressId),
    expecteddate: text(raw.expecteddate),
    deliverytype: text(raw.deliverytype),
    deliverytime: text(raw.deliverytime),
    deliverytimeremark: text(raw.deliverytimeremark),
    ispayment: text(raw.ispayment),
  };
}

/** The drafts per shop. The version that kept one draft for the whole phone did not say whose it was: dropped. */
function readDrafts(raw: unknown): Record<string, DeliveryDraft> {
  const drafts: Record<string, DeliveryDraft> = {};
  if (!isRecord(raw)) return drafts;
  for (const [customerid, value] of Object.entries(raw)) {
    const draft = readDraft(value);
    if (draft !== null && customerid !== '') drafts[customerid] = draft;
  }
  return drafts;
}

/** A sent line as stored; an id alone (the older `productids`) keeps the product with no quantity. */
function readSentLine(raw: unknown): SentLine | null {
  const productid = text(isRecord(raw) ? raw.productid : raw);
  if (productid === '') return null;
  const quantity = isRecord(raw) ? Number(raw.quantity) : Number.NaN;
  return { productid, quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : null };
}

/** A pending send is kept only when it names its shop and products: it decides whether a resend is allowed. */
function readPendingSend(raw: unknown): PendingSend | null {
  if (!isRecord(raw)) return null;
  const customerid = text(raw.customerid);
  const stored = Array.isArray(raw.lines) ? raw.lines : raw.productids;
  if (customerid === '' || !Array.isArray(stored)) return null;
  const lastOrderno = typeof raw.lastOrderno === 'string' ? raw.lastOrderno : null;
  return {
    customerid,
    lastOrderno,
    expecteddate: text(raw.expecteddate),
    lines: stored.map(readSentLine).filter((line): line is SentLine => line !== null),
    // A send still on its way when the page went away has a lost answer by now: it is watched for again.
    status: raw.status === 'notFound' ? 'notFound' : 'lost',
    // When it left, and the kept order it sends (none in a send stored by an older version; `waitingId` in one
    // stored before the kept order had its one name).
    sentAt: text(raw.sentAt) || undefined,
    keptId: text(raw.keptId ?? raw.waitingId) || undefined,
  };
}

/** The pending sends per shop; the version that kept one for the whole phone (`pendingSend`) is read into its shop. */
function readPendingSends(raw: Loose): Record<string, PendingSend> {
  const sends: Record<string, PendingSend> = {};
  const stored = isRecord(raw.pendingSends) ? Object.values(raw.pendingSends) : [raw.pendingSend];
  for (const value of stored) {
    const send = readPendingSend(value);
    if (send !== null) sends[send.customerid] = send;
  }
  return sends;
}

/**
 * An order kept for the signal is read back only whole: its shop, its account, a delivery date and at least one line
 * with a product (it is sent as it is, so a damaged one is dropped rather than sent half).
 */
function readKeptOrder(raw: unknown): KeptOrder | null {
  if (!isRecord(raw) || !isRecord(raw.draft)) return null;
  const choices = readDraft(raw.choices);
  const { draft } = raw;
  const customerid = text(raw.customerid);
  const lines = Array.isArray(draft.orderdetails) ? (draft.orderdetails as CartLine[]) : [];
  const whole =
    customerid !== '' &&
    text(raw.id) !== '' &&
    text(raw.owner) !== '' &&
    text(draft.expecteddate) !== '' &&
    text(draft.customerid) === customerid &&
    lines.length > 0 &&
    lines.every((line) => isRecord(line) && text(line.productid) !== '');
  if (!whole || choices === null) return null;
  const status =
    raw.status === 'dateExpired' || raw.status === 'refused' || raw.status === 'sending'
      ? raw.status
      : 'waiting';
  return {
    id: text(raw.id),
    customerid,
    owner: text(raw.owner),
    draft: draft as unknown as KeptOrder['draft'],
    choices,
    keptAt: text(raw.keptAt),
    status,
    message: text(raw.message),
    keptOverSignOut: raw.keptOverSignOut === true,
  };
}

/**
 * The kept orders per shop. One marked as sending whose shop has no pending send of it ended with a definite no
 * before its mark changed (nothing landed): it waits again rather than being lost.
 */
function readKept(
  raw: unknown,
  pendingSends: Record<string, PendingSend>,
): Record<string, KeptOrder> {
  const kept: Record<string, KeptOrder> = {};
  if (!isRecord(raw)) return kept;
  for (const value of Object.values(raw)) {
    const order = readKeptOrder(value);
    if (order === null) continue;
    const sendOfIt = pendingSends[order.customerid]?.keptId === order.id;
    kept[order.customerid] =
      order.status === 'sending' && !sendOfIt ? { ...order, status: 'waiting' } : order;
  }
  return kept;
}

/** The 訂單已送出 of kept orders, per shop: each with an order that names its number. */
const readKeptSent = (raw: unknown): Record<string, KeptSent> =>
  Object.fromEntries(
    Object.entries(isRecord(raw) ? raw : {}).filter(
      ([, sent]) =>
        isRecord(sent) && isRecord(sent.order) && typeof sent.order.orderno === 'string',
    ),
  ) as Record<string, KeptSent>;

export function readOrder(raw: unknown): OrderState {
  // Nothing usable: every part starts empty, as each reader reads nothing.
  if (!isRecord(raw)) return readOrder({});
  const pendingSends = readPendingSends(raw);
  return {
    newOrder: listOf<Order>(raw.newOrder, (o) => isRecord(o) && typeof o.orderno === 'string'),
    showDeliveryOption: false,
    drafts: readDrafts(raw.drafts),
    pendingSends,
    // A copy stored before the kept orders had their one name holds them under `waiting`.
    kept: readKept(raw.kept ?? raw.waiting, pendingSends),
    // This tab's runs: never stored.
    keptRuns: {},
    keptSent: readKeptSent(raw.keptSent),
    // 各店訂購's pass: tampered or older storage reads as none.
    pass: readEveryShopPass(raw.pass),
  };
}

/**
 * What the tabs share of the order slice: all but whether this tab's dialog is open and which of this tab's runs
 * send a kept order (neither is stored: each tab has its own).
 */
const sharedOrder = (order: OrderState): SharedOrderState => {
  const { showDeliveryOption: _dialog, keptRuns: _runs, ...shared } = order;
  return shared;
};

export const orderStored = storedSlice<OrderState, SharedOrderState>({
  name: 'order',
  key: ORDER_PERSIST_KEY,
  reducer: orderReducer,
  read: readOrder,
  storage: 'local',
  notStored: ['showDeliveryOption', 'keptRuns'],
  tabs: {
    select: (order) => order,
    shared: sharedOrder,
    taken: orderTaken,
    checked: orderTabsChecked,
  },
});
