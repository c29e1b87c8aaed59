/**
 * Orders: placing one from the order draft (docs/backend-contract.md, "Order draft"), the history by list type (O
 * orders, R returns), newest first, and the last order. Placing an order empties that shop's server cart, as the
 * real backend is expected to.
 */
import { http } from 'msw';
import { sameId } from '../../domain/id';
import { guarded, ownCustomer, type AuthedContext } from '../auth-guard';
import { idOf, num, queryFields, readFields } from '../body';
import { fail, ok, paged } from '../envelope';
import { withFault } from '../faults';
import { customerOrders } from '../order-rules';
import { placeOrder } from '../place-order';

/** The shops a list is for: the customerid when given, else every own shop bound to the lineid. */
function listedShops(ctx: AuthedContext, fields: Record<string, unknown>) {
  const customerid = idOf(fields, 'customerid');
  if (customerid !== null) {
    const customer = ownCustomer(ctx, customerid);
    return customer instanceof Response ? customer : [customer];
  }
  const lineid = typeof fields.lineid === 'string' ? fields.lineid : '';
  if (lineid === '') return fail('缺少客戶編號');
  return ctx.db.customers.filter(
    (c) => c.lineid === lineid && ctx.account.customerIds.some((id) => sameId(id, c.id)),
  );
}

export const orderHandlers = [
  http.post(
    '*/api/order/add',
    withFault(
      'order/add',
      guarded(async (ctx) => {
        const fields = await readFields(ctx.request);
        return fields === null ? fail('請求格式錯誤') : placeOrder(ctx, fields);
      }),
    ),
  ),

  http.get(
    '*/api/order/list',
    guarded((ctx) => {
      const fields = queryFields(ctx.request);
      const shops = listedShops(ctx, fields);
      if (shops instanceof Response) return shops;
      const listtype = fields.listtype === 'R' ? 'R' : 'O';
      const orders = shops
        .flatMap((shop) => customerOrders(ctx.db.orders, shop.id, listtype))
        .sort((a, b) => Date.parse(b.orderdate) - Date.parse(a.orderdate));
      return ok(paged(orders, num(fields, 'page') ?? 1, num(fields, 'pageSize') ?? orders.length));
    }),
  ),

  http.get(
    '*/api/order/lastorder',
    guarded((ctx) => {
      const customer = ownCustomer(ctx, idOf(queryFields(ctx.request), 'customerid'));
      if (customer instanceof Response) return customer;
      return ok(customerOrders(ctx.db.orders, customer.id, 'O')[0] ?? null);
    }),
  ),
];
