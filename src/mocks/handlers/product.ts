/**
 * Products of the chosen categories. A top-level id stands for all of its sub-categories; no categories (or an
 * empty list) means the whole catalogue, which the app's search uses.
 */
import { http } from 'msw';
import type { Category, Id } from '../../api/types';
import { sameId } from '../../domain/id';
import { guarded, ownCustomer } from '../auth-guard';
import { idOf, readFields } from '../body';
import { fail, ok } from '../envelope';
import { withFault } from '../faults';

const asIds = (value: unknown): Id[] | null => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  return value.filter((v): v is Id => typeof v === 'number' || (typeof v === 'string' && v !== ''));
};

/** The chosen ids plus the children of any top-level one. */
const expand = (categories: readonly Category[], ids: readonly Id[]): Id[] => [
  ...ids,
  ...categories.filter((c) => ids.some((id) => sameId(c.parentid, id))).map((c) => c.id),
];

export const productHandlers = [
  http.post(
    '*/api/product/list',
    withFault(
      'product/list',
      guarded(async (ctx) => {
        const fields = (await readFields(ctx.request)) ?? {};
        // customerid is optional (prices are the same for every shop), but a foreign one is refused.
        const customerid = idOf(fields, 'customerid');
        if (customerid !== null) {
          const customer = ownCustomer(ctx, customerid);
          if (customer instanceof Response) return customer;
        }
        const ids = asIds(fields.categories);
        if (ids === null) return fail('分類格式錯誤');
        const wanted = expand(ctx.db.categories, ids);
        const products =
          wanted.length === 0
            ? ctx.db.products
            : ctx.db.products.filter((p) => wanted.some((id) => sameId(p.categoryid, id)));
        return ok(products);
      }),
    ),
  ),
];
