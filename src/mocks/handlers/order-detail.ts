/**
 * Order lines (/orderdetail): the shop's order lines newest first, paged (page size 10 unless asked otherwise),
 * and the buyer's one status change: confirming a delivered line, '90' → '99'.
 */
import { http } from 'msw';
import { sameId } from '../../domain/id';
import { guarded, ownCustomer } from '../auth-guard';
import { idOf, num, readFields, text } from '../body';
import { fail, ok, paged } from '../envelope';
import { customerOrders } from '../order-rules';
import { taipeiIso } from '../time';

const DEFAULT_PAGE_SIZE = 10;

export const orderDetailHandlers = [
  // `total` in the request is the previous answer's total; the server recounts and ignores it.
  http.post(
    '*/api/orderDetail/page2',
    guarded(async (ctx) => {
      const fields = (await readFields(ctx.request)) ?? {};
      const customer = ownCustomer(ctx, idOf(fields, 'customerid'));
      if (customer instanceof Response) return customer;
      const lines = customerOrders(ctx.db.orders, customer.id, 'O').flatMap(
        (order) => order.orderdetails,
      );
      return ok(
        paged(lines, num(fields, 'page') ?? 1, num(fields, 'pageSize') ?? DEFAULT_PAGE_SIZE),
      );
    }),
  ),

  http.post(
    '*/api/orderDetail/updateSingleStatus',
    guarded(async (ctx) => {
      const fields = (await readFields(ctx.request)) ?? {};
      const id = idOf(fields, 'id');
      const order = ctx.db.orders.find((o) => o.orderdetails.some((l) => sameId(l.id, id)));
      const line = order?.orderdetails.find((l) => sameId(l.id, id));
      if (order === undefined || line === undefined) return fail('查無此訂單明細');
      const owner = ownCustomer(ctx, order.customerid);
      if (owner instanceof Response) return owner;
      if (!sameId(order.id, idOf(fields, 'orderid'))) return fail('訂單與明細不符');
      if (text(fields, 'orderstatus') !== '99') return fail('只能確認收貨');
      if (line.orderstatus !== '90') return fail('此明細目前無法確認');
      line.orderstatus = '99';
      line.updatetime = taipeiIso(new Date());
      return ok(line);
    }),
  ),
];
