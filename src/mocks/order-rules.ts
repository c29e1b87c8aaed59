/**
 * How the demo backend prices, numbers and fills orders, shared by the seed history and order/add so both look
 * alike. Money is summed in integer cents: 0.1 + 0.2 style errors must not shift a rounded dollar.
 */
import type { Id, Product } from '../api/types';
import { sameId } from '../domain/id';
import type { StoredOrder, StoredOrderLine } from './model';
import { compactYmd } from './time';

const cents = (value: number): number => Math.round(value * 100);

/** Order amount = round(Σ price × quantity); a market-price item (no price) counts as 0. */
export function orderAmount(
  lines: readonly { productprice: number | null; productquantity: number }[],
): number {
  const totalCentsSquared = lines.reduce(
    (sum, line) => sum + cents(line.productprice ?? 0) * cents(line.productquantity),
    0,
  );
  return Math.round(totalCentsSquared / 10000);
}

export const qtyText = (quantity: number): string => quantity.toFixed(2);

/** A cart line's unit code: 'KG' only for KG products, else the sales unit as given. */
export const unitCodeOf = (salesunitcode: string): string =>
  salesunitcode === 'KG' ? 'KG' : salesunitcode;

/** 64-bit style ids, sent as text as newer Admin.NET builds do. */
export const idText = (n: number): string => `36${String(n).padStart(14, '0')}`;

/** Next number of the day: SO20261122-0001, SO20261122-0002… counted over every shop's orders of that prefix. */
export function nextOrderNo(
  orders: readonly StoredOrder[],
  prefix: 'SO' | 'RT',
  date: Date,
): string {
  const head = `${prefix}${compactYmd(date)}-`;
  const taken = orders.filter((o) => o.orderno.startsWith(head)).length;
  return `${head}${String(taken + 1).padStart(4, '0')}`;
}

export interface LineInput {
  id: string;
  orderid: string;
  orderno: string;
  seq: number;
  product: Product;
  productquantity: number;
  qty: number;
  orderstatus: string;
  deliverytype: string;
  deliveryway: string;
  updatetime: string;
  /** Price charged; defaults to the catalogue price. */
  productprice?: number | null;
}

export function toOrderLine(input: LineInput): StoredOrderLine {
  const { product } = input;
  return {
    id: input.id,
    orderid: input.orderid,
    orderidorderno: `${input.orderno}-${input.seq}`,
    productid: product.id,
    productname: product.productname,
    productcode: product.productcode,
    productimage: product.imagefile ?? null,
    salesunitcode: product.salesunitcode,
    unitcode: unitCodeOf(product.salesunitcode),
    unitweight: product.weight ?? null,
    productquantity: input.productquantity,
    productqtyText: qtyText(input.productquantity),
    deliveryqtyText: qtyText(0),
    productprice:
      input.productprice === undefined ? (product.productPrice ?? null) : input.productprice,
    qty: input.qty,
    orderstatus: input.orderstatus,
    deliverytype: input.deliverytype,
    deliveryway: input.deliveryway,
    deliveryno: null,
    updatetime: input.updatetime,
    product: {
      ordermultiple: product.ordermultiple ?? 1,
      weight: product.weight ?? null,
      showqty: product.showqty ?? false,
    },
  };
}

/** 'first item 等 N 項', the order name a buyer recognises in a list. */
export const orderNameOf = (lines: readonly { productname: string }[]): string => {
  const first = lines[0]?.productname ?? '';
  return lines.length > 1 ? `${first} 等 ${lines.length} 項` : first;
};

export const customerOrders = (
  orders: readonly StoredOrder[],
  customerid: Id,
  listtype: 'O' | 'R',
): StoredOrder[] =>
  orders
    .filter((o) => sameId(o.customerid, customerid) && o.listtype === listtype)
    .sort(
      (a, b) =>
        Date.parse(b.orderdate) - Date.parse(a.orderdate) || b.orderno.localeCompare(a.orderno),
    );
