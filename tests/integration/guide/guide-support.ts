/** The demo backend as the guide's tests set it up (both the guide's and 盤點's). */
import { getDb } from '../../../src/mocks/db';

/** The demo catalogue's product called `name`. */
export function seedProduct(name: string) {
  const found = getDb().products.find((p) => p.productname === name);
  if (found === undefined) throw new Error(`no ${name} in the seed`);
  return found;
}

/** 雞胸肉 already in the shop's cart on the server, 法式羊排 no longer in the catalogue. */
export function chickenInCartLambDropped(): void {
  const db = getDb();
  const chicken = seedProduct('雞胸肉');
  db.products = db.products.filter((p) => p.productname !== '法式羊排');
  db.cartLines.push({
    id: 'c1',
    customerid: '101',
    productid: chicken.id,
    productcode: chicken.productcode,
    productname: chicken.productname,
    productquantity: 1,
    productprice: chicken.productPrice ?? 0,
    salesunitcode: chicken.salesunitcode,
  } as (typeof db.cartLines)[number]);
}
