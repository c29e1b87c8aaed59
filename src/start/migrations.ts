/**
 * What a stored slice may look like when it comes back: written by this version, by an older one (the original
 * app stored a flat `cartLists`), or damaged by hand. Each reader keeps what is usable and drops the rest, so a bad
 * value never crashes the app.
 */
import type { CartLine, Customer, Dictionary, Order } from '../api/types';
import { formatQuantity } from '../domain/quantity';
import { initialAuthState, type AuthState } from '../store/session/auth-slice';
import type { CartEntry, CartState } from '../store/cart/cart-slice';
import type { DictState } from '../store/dict/dict-slice';
import {
  type KeptSent,
  type OrderState,
  type PendingSend,
  type SentLine,
  type WaitingOrder,
} from '../store/order/order-slice';
import type { DeliveryDraft } from '../store/order/order-types';
import { isRecord } from '../domain/is-record';
import { readEveryShopPass } from '../store/order/every-shop-pass';

type Loose = Record<string, unknown>;
const text = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
const hasId = (v: unknown): boolean =>
  isRecord(v) && (typeof v.id === 'number' || typeof v.id === 'string');
const listOf = <T>(v: unknown, keep: (item: unknown) => boolean): T[] =>
  Array.isArray(v) ? (v.filter(keep) as T[]) : [];

export function readAuth(raw: unknown): AuthState {
  if (!isRecord(raw)) return initialAuthState;
  const customer = hasId(raw.customer) ? (raw.customer as Customer) : null;
  const defaults = isRecord(raw.orderDefaults) ? raw.orderDefaults : {};
  return {
    // Signed in only with a customer to act for; the tokens are checked by the server on the next call.
    loggedIn: raw.loggedIn === true && customer !== null,
    lineId: text(raw.lineId),
    customer,
    customers: listOf<Customer>(raw.customers, hasId),
    account: text(raw.account),
    orderDefaults: {
      deliverytype: text(defaults.deliverytype),
      ispayment: text(defaults.ispayment),
    },
    customerChosen: raw.customerChosen === true,
    sessionId: text(raw.sessionId),
  };
}

/** A line is kept when it still names a product and a usable quantity; the rest is filled in. */
function readCartLine(raw: unknown): CartEntry | null {
  if (!isRecord(raw)) return null;
  const productid = raw.productid;
  const quantity = Number(raw.productquantity);
  if (
    (typeof productid !== 'number' && typeof productid !== 'string') ||
    !Number.isFinite(quantity) ||
    quantity < 0
  ) {
    return null;
  }
  const line = raw as Partial<CartLine> & Loose;
  const multiple = Number(line.ordermultiple);
  return {
    ...(line as CartLine),
    id: text(line.id, `local-${String(productid)}`),
    productid,
    productcode: text(line.productcode),
    productname: text(line.productname),
    productquantity: quantity,
    productquantity_text: formatQuantity(quantity),
    ordermultiple: Number.isFinite(multiple) && multiple > 0 ? multiple : 1,
    unitcode: text(line.unitcode),
    salesunitcode: text(line.salesunitcode),
    qty: Number.isFinite(Number(line.qty)) ? Number(line.qty) : 0,
    customerid: text(line.customerid),
    synced: raw.synced === true,
  };
}

function readLines(raw: unknown): CartEntry[] {
  return Array.isArray(raw) ? raw.map(readCartLine).filter((l): l is CartEntry => l !== null) : [];
}

export function readCart(raw: unknown): CartState {
  const linesByCustomer: Record<string, CartEntry[]> = {};
  if (isRecord(raw) && isRecord(raw.linesByCustomer)) {
    for (const [customerid, lines] of Object.entries(raw.linesByCustomer)) {
      linesByCustomer[customerid] = readLines(lines).map((l) => ({ ...l, customerid }));
    }
  } else if (isRecord(raw) && Array.isArray(raw.cartLists)) {
    // The original app's flat list: group it by the shop each line belongs to, unsynced.
    for (const line of readLines(raw.cartLists)) {
      if (line.customerid === '') continue;
      (linesByCustomer[line.customerid] ??= []).push({ ...line, synced: false });
    }
  }
  return { linesByCustomer, drawerOpen: false };
}

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
    // When it left, and the kept order it sends (none in a send stored by an older version).
    sentAt: text(raw.sentAt) || undefined,
    waitingId: text(raw.waitingId) || undefined,
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
function readWaitingOrder(raw: unknown): WaitingOrder | null {
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
    draft: draft as unknown as WaitingOrder['draft'],
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
function readWaiting(
  raw: unknown,
  pendingSends: Record<string, PendingSend>,
): Record<string, WaitingOrder> {
  const waiting: Record<string, WaitingOrder> = {};
  if (!isRecord(raw)) return waiting;
  for (const value of Object.values(raw)) {
    const kept = readWaitingOrder(value);
    if (kept === null) continue;
    const sendOfIt = pendingSends[kept.customerid]?.waitingId === kept.id;
    waiting[kept.customerid] =
      kept.status === 'sending' && !sendOfIt ? { ...kept, status: 'waiting' } : kept;
  }
  return waiting;
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
    waiting: readWaiting(raw.waiting, pendingSends),
    keptSent: readKeptSent(raw.keptSent),
    // 各店訂購's pass: tampered or older storage reads as none.
    pass: readEveryShopPass(raw.pass),
  };
}

export function readDict(raw: unknown): DictState {
  const list = isRecord(raw) ? raw.dictList : undefined;
  return {
    dictList: listOf<Dictionary>(
      list,
      (d) => isRecord(d) && typeof d.code === 'string' && Array.isArray(d.children),
    ),
  };
}
