/**
 * The server-side cart of each shop. The catalogue is the truth for a line's name, price, unit and weight; the app
 * sends the quantity. Adding a product that is already in the cart updates that line instead of duplicating it, so
 * a retried add (after a time-out whose request did land) is harmless. Deleting a line that is gone succeeds.
 */
import { http } from 'msw';
import type { CartLine, Product } from '../../api/types';
import { sameId } from '../../domain/id';
import { guarded, ownCustomer, type AuthedContext } from '../auth-guard';
import { idOf, num, queryFields, readFields, text, type Fields } from '../body';
import { nextId } from '../db';
import { fail, ok, type MockResponse } from '../envelope';
import { withFault } from '../faults';
import { qtyText, unitCodeOf } from '../order-rules';

const MAX_QUANTITY = 99999;

/** The quantity when it is a whole number of order multiples within range, else a message. */
function checkQuantity(
  quantity: number | null,
  product: Product,
  allowZero: boolean,
): number | string {
  if (quantity === null || quantity < 0 || (!allowZero && quantity === 0)) return '數量必須大於 0';
  if (quantity > MAX_QUANTITY) return '數量超過上限';
  const multiple = product.ordermultiple ?? 1;
  const steps = quantity / multiple;
  return Math.abs(steps - Math.round(steps)) < 1e-6 ? quantity : '數量必須為訂購倍數的整數倍';
}

function fromProduct(
  product: Product,
  fields: Fields,
  quantity: number,
  id: string,
  customerid: CartLine['customerid'],
): CartLine {
  return {
    id,
    productid: product.id,
    productcode: product.productcode,
    productname: product.productname,
    productimage: product.imagefile ?? null,
    productprice: product.productPrice ?? null,
    productquantity: quantity,
    productquantity_text: qtyText(quantity),
    ordermultiple: product.ordermultiple ?? 1,
    unitcode: unitCodeOf(product.salesunitcode),
    unitweight: product.weight ?? null,
    qty: product.showqty === true ? (num(fields, 'qty') ?? 0) : 0,
    salesunitcode: product.salesunitcode,
    customerid,
    product: { showqty: product.showqty ?? false },
  };
}

/** The stored line named by `id` when its shop belongs to the signed-in account. */
function ownLine(ctx: AuthedContext, id: string): { line: CartLine | undefined } | MockResponse {
  if (id === '') return fail('缺少購物車項目編號');
  const line = ctx.db.cartLines.find((l) => l.id === id);
  if (line === undefined) return { line };
  const owner = ownCustomer(ctx, line.customerid);
  return owner instanceof Response ? owner : { line };
}

export const cartHandlers = [
  http.post(
    '*/api/shoppingcart/add',
    withFault(
      'shoppingcart/add',
      guarded(async (ctx) => {
        const fields = (await readFields(ctx.request)) ?? {};
        const customer = ownCustomer(ctx, idOf(fields, 'customerid'));
        if (customer instanceof Response) return customer;
        const product = ctx.db.products.find((p) => sameId(p.id, idOf(fields, 'productid')));
        if (product === undefined) return fail('商品不存在');
        const quantity = checkQuantity(num(fields, 'productquantity'), product, false);
        if (typeof quantity === 'string') return fail(quantity);
        const existing = ctx.db.cartLines.find(
          (l) => sameId(l.customerid, customer.id) && sameId(l.productid, product.id),
        );
        const line = fromProduct(
          product,
          fields,
          quantity,
          existing?.id ?? nextId(ctx.db),
          customer.id,
        );
        if (existing) Object.assign(existing, line);
        else ctx.db.cartLines.push(line);
        return ok(line);
      }),
    ),
  ),

  http.post(
    '*/api/shoppingcart/update',
    guarded(async (ctx) => {
      const fields = (await readFields(ctx.request)) ?? {};
      const found = ownLine(ctx, text(fields, 'id'));
      if (found instanceof Response) return found;
      const { line } = found;
      const product = ctx.db.products.find((p) => sameId(p.id, line?.productid));
      if (line === undefined || product === undefined) return fail('購物車項目不存在');
      const quantity = checkQuantity(num(fields, 'productquantity'), product, true);
      if (typeof quantity === 'string') return fail(quantity);
      Object.assign(line, fromProduct(product, fields, quantity, line.id, line.customerid));
      return ok(line);
    }),
  ),

  http.post(
    '*/api/shoppingcart/delete',
    guarded(async (ctx) => {
      const found = ownLine(ctx, text((await readFields(ctx.request)) ?? {}, 'id'));
      if (found instanceof Response) return found;
      ctx.db.cartLines = ctx.db.cartLines.filter((l) => l !== found.line);
      return ok(true);
    }),
  ),

  http.get(
    '*/api/shoppingcart/list',
    guarded((ctx) => {
      const customer = ownCustomer(ctx, idOf(queryFields(ctx.request), 'customerid'));
      if (customer instanceof Response) return customer;
      return ok(ctx.db.cartLines.filter((l) => sameId(l.customerid, customer.id)));
    }),
  ),
];
