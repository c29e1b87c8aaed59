/**
 * Each shop's order history, dated relative to the moment the db is created so the demo always looks current:
 * one order in every order status (00, 10, 20, 30, 40), lines awaiting confirmation (90), shipped lines with a
 * delivery number (05), confirmed lines (99), and two returns (listtype R). A seeded PRNG keeps the products and
 * quantities the same on every start; only the dates move.
 */
import type { CodeItem, Customer, Product } from '../../api/types';
import { sameId } from '../../domain/id';
import type { StoredOrder, StoredOrderLine } from '../model';
import { nextOrderNo, orderAmount, orderNameOf, qtyText, toOrderLine } from '../order-rules';
import { addDays, addHours, compactYmd, taipeiIso, taipeiYmd } from '../time';

interface Plan {
  listtype: 'O' | 'R';
  status: string;
  hoursAgo: number;
  lines: number;
  lineStatus: (index: number) => string;
  /** Lines from the shop's usual products (the order guide's demo) instead of any of its categories. */
  usual?: boolean;
  /** The first line shipped short of its order (進貨對帳's demo). */
  short?: boolean;
  /** The order's date when not `hoursAgo` before now; null: not seeded. */
  at?: (now: Date) => Date | null;
  /** Lines only of products with a price: a return of a 時價 product has no amount for 進貨對帳 to show. */
  priced?: true;
}

const plans: Plan[] = [
  { listtype: 'O', status: '00', hoursAgo: 2, lines: 5, lineStatus: () => '00' },
  { listtype: 'O', status: '10', hoursAgo: 26, lines: 3, lineStatus: () => '10' },
  {
    listtype: 'O',
    status: '20',
    hoursAgo: 50,
    lines: 4,
    lineStatus: (i) => (i % 2 === 0 ? '05' : '90'),
  },
  { listtype: 'O', status: '20', hoursAgo: 98, lines: 3, lineStatus: () => '90' },
  {
    listtype: 'O',
    status: '30',
    hoursAgo: 190,
    lines: 3,
    lineStatus: (i) => (i === 0 ? '90' : '99'),
  },
  { listtype: 'O', status: '40', hoursAgo: 310, lines: 4, lineStatus: () => '99' },
  { listtype: 'O', status: '40', hoursAgo: 500, lines: 2, lineStatus: () => '99' },
  { listtype: 'R', status: '40', hoursAgo: 140, lines: 1, lineStatus: () => '99' },
  { listtype: 'R', status: '40', hoursAgo: 410, lines: 2, lineStatus: () => '99' },
];

/**
 * Older completed orders of the shop's usual products, so the order guide (常用清單) has a believable history:
 * every shop orders its USUAL_PRODUCTS again and again, in varying quantities. Seeded after the orders above, so
 * their products, numbers and ids stay as they were.
 */
const USUAL_PRODUCTS = 8;
const usualPlans: Plan[] = [600, 720, 840].map((hoursAgo) => ({
  listtype: 'O',
  status: '40',
  hoursAgo,
  lines: USUAL_PRODUCTS,
  lineStatus: () => '99',
  usual: true,
}));

/**
 * Orders of the current month (進貨對帳, docs/statement.md), so its statement always has delivered orders, a line
 * shipped short and a return, whatever day of the month the demo starts on: placed at a fraction of the time between
 * the month's first midnight in Taipei and three hours before now (the newest seeded order stays the one two hours
 * old), none in the month's first three hours. Only for a shop whose month so far has fewer than three delivered
 * orders or no return (the first days of a month): later in the month the orders above already show all of it.
 * Seeded after every order above, so theirs stay as they were.
 */
const TAIPEI_OFFSET_HOURS = 8;
function inThisMonth(fraction: number): (now: Date) => Date | null {
  return (now) => {
    const taipei = addHours(now, TAIPEI_OFFSET_HOURS);
    const monthStart = addHours(
      new Date(Date.UTC(taipei.getUTCFullYear(), taipei.getUTCMonth(), 1)),
      -TAIPEI_OFFSET_HOURS,
    );
    const latest = addHours(now, -3).getTime();
    if (latest <= monthStart.getTime()) return null;
    return new Date(monthStart.getTime() + Math.floor(fraction * (latest - monthStart.getTime())));
  };
}
const monthPlans: Plan[] = [
  {
    listtype: 'O',
    status: '40',
    hoursAgo: 0,
    lines: 4,
    lineStatus: () => '99',
    short: true,
    at: inThisMonth(0.2),
  },
  {
    listtype: 'O',
    status: '30',
    hoursAgo: 0,
    lines: 3,
    lineStatus: () => '99',
    at: inThisMonth(0.5),
  },
  {
    listtype: 'R',
    status: '40',
    hoursAgo: 0,
    lines: 1,
    lineStatus: () => '99',
    at: inThisMonth(0.6),
    priced: true,
  },
];

/** What each kind of shop buys: a barbecue restaurant, a noodle shop, a hot-pot chain. */
const preferredCategories: Record<string, number[]> = {
  '101': [11, 12, 13, 14, 31, 33],
  '201': [11, 13, 31, 32, 44],
  default: [11, 12, 21, 22, 23, 24, 31, 33, 41],
};

const remarks = ['', '請於上午10點前送達', '', '卸貨請走後門', ''];
const returnReasons = ['退貨原因：到貨溫度異常', '退貨原因：規格不符'];

/** mulberry32: tiny, deterministic, good enough to vary demo data. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickProducts(
  products: Product[],
  categories: number[],
  count: number,
  rand: () => number,
  priced = false,
): Product[] {
  const pool = products.filter(
    (p) =>
      categories.some((c) => sameId(p.categoryid, c)) &&
      (!priced || (p.productPrice ?? null) !== null),
  );
  const picked: Product[] = [];
  while (picked.length < count && pool.length > 0) {
    const [product] = pool.splice(Math.floor(rand() * pool.length), 1);
    if (product) picked.push(product);
  }
  return picked;
}

/** A line shipped short: weighed goods 8% under, counted goods one pack multiple under (or half when one pack). */
const shortOf = (quantity: number, multiple: number, weighed: boolean): number =>
  Number(
    (weighed || quantity <= multiple
      ? quantity * (weighed ? 0.92 : 0.5)
      : quantity - multiple
    ).toFixed(2),
  );

const SHIPPED = new Set(['05', '90', '99']);

export interface OrderSeedInput {
  now: Date;
  customers: Customer[];
  products: Product[];
  deliveryMethods: CodeItem[];
  nextId: () => string;
}

export function seedOrders({
  now,
  customers,
  products,
  deliveryMethods,
  nextId,
}: OrderSeedInput): StoredOrder[] {
  const jobsOf = (list: Plan[]) =>
    customers
      .flatMap((customer) =>
        list.flatMap((plan) => {
          const date = plan.at === undefined ? addHours(now, -plan.hoursAgo) : plan.at(now);
          return date === null ? [] : [{ customer, plan, date }];
        }),
      )
      .sort((a, b) => a.date.getTime() - b.date.getTime());
  const jobs = [...jobsOf(plans), ...jobsOf(usualPlans), ...jobsOf(monthPlans)];
  const orders: StoredOrder[] = [];
  let deliveryCount = 0;
  const needsMonthOrders = new Map<string, boolean>();
  const monthLacking = (customer: Customer, date: Date): boolean => {
    const key = String(customer.id);
    let lacking = needsMonthOrders.get(key);
    if (lacking === undefined) {
      const month = taipeiYmd(date).slice(0, 7);
      const ofMonth = orders.filter(
        (o) =>
          sameId(o.customerid, customer.id) && taipeiYmd(new Date(o.orderdate)).startsWith(month),
      );
      const delivered = ofMonth.filter(
        (o) => o.listtype === 'O' && ['20', '30', '40'].includes(o.orderstatus),
      );
      lacking = delivered.length < 3 || !ofMonth.some((o) => o.listtype === 'R');
      needsMonthOrders.set(key, lacking);
    }
    return lacking;
  };
  jobs.forEach(({ customer, plan, date }, jobIndex) => {
    if (plan.at !== undefined && !monthLacking(customer, date)) return;
    const rand = prng(Number(customer.id) * 100 + jobIndex);
    const deliverytype = customer.deliverytype ?? '1';
    const deliveryway = deliveryMethods.find((m) => m.code === deliverytype)?.value ?? '';
    const orderid = nextId();
    const orderno = nextOrderNo(orders, plan.listtype === 'O' ? 'SO' : 'RT', date);
    const categories =
      preferredCategories[String(customer.id)] ?? preferredCategories.default ?? [];
    const picked = plan.usual
      ? pickProducts(products, categories, USUAL_PRODUCTS, prng(Number(customer.id) * 7919))
      : pickProducts(products, categories, plan.lines, rand, plan.priced === true);
    const lines: StoredOrderLine[] = picked.map((product, i) => {
      const multiple = product.ordermultiple ?? 1;
      const quantity = Number(
        (multiple * (plan.listtype === 'R' ? 1 : 1 + Math.floor(rand() * 4))).toFixed(2),
      );
      const status = plan.lineStatus(i);
      const shipped = SHIPPED.has(status);
      const shipDate = addDays(date, 1);
      const line = toOrderLine({
        id: nextId(),
        orderid,
        orderno,
        seq: i + 1,
        product,
        productquantity: quantity,
        qty:
          product.showqty === true
            ? product.salesunitcode === 'KG'
              ? Math.max(1, Math.round(quantity / 1.6))
              : quantity
            : 0,
        orderstatus: status,
        deliverytype,
        deliveryway,
        updatetime: taipeiIso(
          new Date(
            Math.min(now.getTime(), addDays(date, status === '99' ? 2 : shipped ? 1 : 0).getTime()),
          ),
        ),
      });
      if (!shipped) return line;
      deliveryCount += 1;
      // Weighed goods ship a little over or under what was ordered; counted goods ship as ordered.
      const delivered =
        plan.short === true && i === 0
          ? shortOf(quantity, multiple, line.unitcode === 'KG')
          : line.unitcode === 'KG'
            ? Number((quantity * (0.97 + rand() * 0.06)).toFixed(2))
            : quantity;
      const prefix = deliverytype === '2' ? 'TC' : 'DN';
      return {
        ...line,
        deliveryqtyText: qtyText(delivered),
        deliveryno: `${prefix}${compactYmd(shipDate)}${String(deliveryCount).padStart(3, '0')}`,
      };
    });
    const shippedAmount = orderAmount(
      lines.map((l) => ({
        productprice: l.productprice,
        productquantity: Number(l.deliveryqtyText),
      })),
    );
    const address =
      customer.addresses?.[jobIndex % (customer.addresses.length || 1)]?.address ?? '';
    orders.push({
      id: orderid,
      orderno,
      orderdate: taipeiIso(date),
      customerid: customer.id,
      customeridname: customer.name,
      listtype: plan.listtype,
      orderstatus: plan.status,
      orderamount: orderAmount(lines),
      deliveryamount: ['20', '30', '40'].includes(plan.status) ? shippedAmount : 0,
      ordername: orderNameOf(lines),
      deliveryaddress: address,
      expecteddate: taipeiYmd(addDays(date, 1 + (jobIndex % 2))),
      orderremark:
        plan.listtype === 'R'
          ? (returnReasons[jobIndex % 2] ?? '')
          : (remarks[jobIndex % remarks.length] ?? ''),
      deliverytype,
      deliverytime: jobIndex % 3 === 0 ? '01' : '02',
      deliverytimeremark: '',
      ispayment: String(customer.ispayment ?? '2'),
      orderdetails: lines,
    });
  });
  return orders;
}
