/**
 * The demo backend's stored shapes: the DTOs of api/types.ts plus the few fields a real backend keeps beside them
 * (the account behind a customer, an order's list type, a line's price). Types only, so db.ts and the seed modules
 * can share them without importing each other.
 */
import type {
  CartLine,
  Category,
  CodeItem,
  Customer,
  Dictionary,
  Id,
  LogEntry,
  Order,
  OrderLine,
  OrderListType,
  Product,
} from '../api/types';

/** A sign-in account (Customer.sysaccount); one account covers one or more shops. */
export interface Account {
  account: string;
  customerIds: Id[];
}

export interface StoredOrderLine extends OrderLine {
  /** Unit price at order time; null for market-price (時價) items, which count as 0 in the amount. */
  productprice: number | null;
  /** Piece count (隻數) for showqty products, else 0. */
  qty: number;
}

export interface StoredOrder extends Order {
  id: string;
  customerid: Id;
  listtype: OrderListType;
  deliverytimeremark: string;
  orderdetails: StoredOrderLine[];
}

/** An issued, not yet used refresh token (by its jti). */
export interface RefreshGrant {
  account: string;
  /** Expiry in seconds since the epoch, as in the JWT. */
  exp: number;
}

export interface Db {
  /** Access token lifetime; tests shorten it (0 = expired on issue). */
  accessTokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
  accounts: Account[];
  customers: Customer[];
  categories: Category[];
  products: Product[];
  /** Every customer's cart; a line belongs to the customer named by its customerid. */
  cartLines: CartLine[];
  /** Orders (listtype O) and returns (listtype R), each with its lines. */
  orders: StoredOrder[];
  dictionaries: Dictionary[];
  deliveryMethods: CodeItem[];
  refreshTokens: Map<string, RefreshGrant>;
  logs: LogEntry[];
  /** Last number handed out by nextId(); ids are unique across carts, orders and lines. */
  sequence: number;
}
