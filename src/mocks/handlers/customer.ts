/**
 * Customers (shops) of the signed-in account. A token reads and writes only its own account's shops; the list by
 * lineid is filtered the same way, so a LINE id never reveals another account's shops.
 */
import { http } from 'msw';
import type { Address, Customer } from '../../api/types';
import { sameId } from '../../domain/id';
import { guarded, ownCustomer } from '../auth-guard';
import { idOf, queryFields, readFields, text, type Fields } from '../body';
import { nextId } from '../db';
import { fail, ok } from '../envelope';

const optionalText = (fields: Fields, key: string): string | null =>
  typeof fields[key] === 'string' ? text(fields, key) : null;

/** The address rows as sent; a row without an id is new. Null when a row has no address text. */
function readAddresses(value: unknown, makeId: () => string): Address[] | null {
  if (!Array.isArray(value)) return null;
  const rows = value.filter((row): row is Fields => typeof row === 'object' && row !== null);
  const addresses = rows.map((row) => ({
    id: idOf(row, 'id') ?? makeId(),
    address: text(row, 'address'),
    phone: optionalText(row, 'phone'),
    contactperson: optionalText(row, 'contactperson'),
    cellphone: optionalText(row, 'cellphone'),
  }));
  return addresses.length === rows.length && addresses.every((a) => a.address !== '')
    ? addresses
    : null;
}

export const customerHandlers = [
  http.get(
    '*/api/customer/detail',
    guarded((ctx) => {
      const customer = ownCustomer(ctx, idOf(queryFields(ctx.request), 'id'));
      return customer instanceof Response ? customer : ok(customer);
    }),
  ),

  http.get(
    '*/api/customer/list',
    guarded(({ request, db, account }) => {
      const lineid = text(queryFields(request), 'lineid');
      const own = db.customers.filter((c) => account.customerIds.some((id) => sameId(id, c.id)));
      return ok(lineid === '' ? [] : own.filter((c) => c.lineid === lineid));
    }),
  ),

  // The buyer may change the e-mail, the delivery addresses and the order defaults; company data, credit terms
  // and the LINE binding stay the distributor's (unbinding has its own call).
  http.post(
    '*/api/customer/update',
    guarded(async (ctx) => {
      const fields = await readFields(ctx.request);
      if (fields === null) return fail('請求格式錯誤');
      const customer = ownCustomer(ctx, idOf(fields, 'id'));
      if (customer instanceof Response) return customer;
      const changes: Partial<Customer> = {};
      if ('email' in fields) changes.email = optionalText(fields, 'email');
      const deliverytype = text(fields, 'deliverytype');
      if (deliverytype !== '') {
        if (!ctx.db.deliveryMethods.some((m) => m.code === deliverytype))
          return fail('物流方式不正確');
        changes.deliverytype = deliverytype;
      }
      if (text(fields, 'ispayment') !== '')
        changes.ispayment = text(fields, 'ispayment') === '1' ? '1' : '2';
      if ('addresses' in fields) {
        const addresses = readAddresses(fields.addresses, () => nextId(ctx.db));
        if (addresses === null) return fail('收貨地址不可空白');
        changes.addresses = addresses;
      }
      Object.assign(customer, changes);
      return ok(customer);
    }),
  ),

  http.post(
    '*/api/customerLine/delete',
    guarded(async (ctx) => {
      const fields = (await readFields(ctx.request)) ?? {};
      const customer = ownCustomer(ctx, idOf(fields, 'customerid'));
      if (customer instanceof Response) return customer;
      const lineid = text(fields, 'lineid');
      if (lineid !== '' && customer.lineid !== lineid) return fail('此 LINE 帳號未綁定此客戶');
      customer.lineid = '';
      return ok(true);
    }),
  ),
];
