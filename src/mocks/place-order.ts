/**
 * order/add: turns the order draft (docs/backend-contract.md, "Order draft") into a stored order, checking it as a
 * backend would.
 * Prices, names and units come from the catalogue, not from the draft; lines with quantity 0 are not ordered.
 */
import { sameId } from '../domain/id';
import type { AuthedContext } from './auth-guard';
import { ownCustomer } from './auth-guard';
import { idOf, num, text, type Fields } from './body';
import { nextId } from './db';
import { fail, ok, type MockResponse } from './envelope';
import type { StoredOrder, StoredOrderLine } from './model';
import { nextOrderNo, orderAmount, orderNameOf, toOrderLine } from './order-rules';
import { addDays, taipeiIso, taipeiYmd } from './time';

const REMARK_MAX = 512;
const DELIVERY_TIMES = ['01', '02', '04'];

interface DraftLine {
  productid: string | number | null;
  productname: string;
  productquantity: number;
  qty: number;
}

const draftLines = (value: unknown): DraftLine[] =>
  (Array.isArray(value) ? value : [])
    .filter((row): row is Fields => typeof row === 'object' && row !== null)
    .map((row) => ({
      productid: idOf(row, 'productid'),
      productname: text(row, 'productname'),
      productquantity: num(row, 'productquantity') ?? 0,
      qty: num(row, 'qty') ?? 0,
    }))
    .filter((line) => line.productquantity > 0);

export function placeOrder(ctx: AuthedContext, fields: Fields): MockResponse {
  const { db } = ctx;
  const customer = ownCustomer(ctx, idOf(fields, 'customerid'));
  if (customer instanceof Response) return customer;
  const wanted = draftLines(fields.orderdetails);
  if (wanted.length === 0) return fail('最少要有一筆資料');
  const deliveryaddress = text(fields, 'deliveryaddress');
  if (deliveryaddress === '') return fail('請選擇收貨地址');
  const now = new Date();
  const expecteddate = text(fields, 'expecteddate');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expecteddate)) return fail('請選擇希望配送日期');
  // Same-day delivery is never possible; the app's 5 AM cutoff rule is stricter and stays the app's.
  if (expecteddate < taipeiYmd(addDays(now, 1))) return fail('希望配送日期最早為明天');
  const deliverytime = text(fields, 'deliverytime');
  if (!DELIVERY_TIMES.includes(deliverytime)) return fail('請選擇希望配送時間');
  const deliverytype = text(fields, 'deliverytype');
  const method = db.deliveryMethods.find((m) => m.code === deliverytype);
  if (method === undefined) return fail('物流方式不正確');
  const remark = deliverytime === '04' ? text(fields, 'deliverytimeremark') : '';
  if (remark.length > REMARK_MAX) return fail(`備註不可超過 ${REMARK_MAX} 字`);
  const missing = wanted.find((line) => !db.products.some((p) => sameId(p.id, line.productid)));
  if (missing) return fail(`商品已停售：${missing.productname || String(missing.productid)}`);

  const orderid = nextId(db);
  const orderno = nextOrderNo(db.orders, 'SO', now);
  const updatetime = taipeiIso(now);
  const lines: StoredOrderLine[] = wanted.flatMap((line, i) => {
    const product = db.products.find((p) => sameId(p.id, line.productid));
    if (product === undefined) return [];
    const qty = product.showqty === true ? line.qty : 0;
    return [
      toOrderLine({
        id: nextId(db),
        orderid,
        orderno,
        seq: i + 1,
        product,
        productquantity: line.productquantity,
        qty,
        orderstatus: '00',
        deliverytype,
        deliveryway: method.value,
        updatetime,
      }),
    ];
  });
  const order: StoredOrder = {
    id: orderid,
    orderno,
    orderdate: updatetime,
    customerid: customer.id,
    customeridname: customer.name,
    listtype: 'O',
    orderstatus: '00',
    orderamount: orderAmount(lines),
    deliveryamount: 0,
    ordername: orderNameOf(lines),
    deliveryaddress,
    expecteddate,
    orderremark: remark,
    deliverytype,
    deliverytime,
    deliverytimeremark: remark,
    ispayment: text(fields, 'ispayment') === '1' ? '1' : '2',
    orderdetails: lines,
  };
  db.orders.push(order);
  db.cartLines = db.cartLines.filter((l) => !sameId(l.customerid, customer.id));
  return ok(order);
}
