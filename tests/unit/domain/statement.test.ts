import fc from 'fast-check';
import {
  currentMonth,
  daysIn,
  monthsBefore,
  orderMonth,
  previousMonth,
  weekDays,
  weekOf,
  WEEKS,
} from '../../../src/domain/statement-month';
import { monthFigures } from '../../../src/domain/statement-figures';
import { productRows } from '../../../src/domain/statement-products';
import type { StatementOrder } from '../../../src/domain/statement-order';

const TZ = 'Asia/Taipei';

const line = (qty: number, delivered: string | null, code = 'P1', unit = 'KG') => ({
  productcode: code,
  productname: `品${code}`,
  productquantity: qty,
  deliveryqtyText: delivered,
  unitcode: unit,
});

const order = (
  no: string,
  date: string,
  amounts: Partial<StatementOrder> = {},
  delivered = true,
) => ({
  orderno: no,
  orderdate: date,
  orderamount: 1000,
  deliveryamount: delivered ? 990 : 0,
  orderdetails: [line(2, delivered ? '1.95' : null)],
  ...amounts,
});

test('an order counts in the month of its order date in Taipei, midnight included', () => {
  expect(orderMonth('2026-11-30T23:59:59+08:00', TZ)).toBe('2026-11');
  expect(orderMonth('2026-12-01T00:00:00+08:00', TZ)).toBe('2026-12');
  // 16:00 UTC on 30 November is midnight in Taipei.
  expect(orderMonth('2026-11-30T16:00:00Z', TZ)).toBe('2026-12');
  expect(orderMonth('2026-11-30T15:59:59Z', TZ)).toBe('2026-11');
  // Admin.NET wall time: already Taipei's.
  expect(orderMonth('2026-12-01 00:10:00', TZ)).toBe('2026-12');
  expect(orderMonth('not a date', TZ)).toBeNull();
  expect(currentMonth(new Date('2026-11-30T16:30:00Z'), TZ)).toBe('2026-12');
});

test('months and weeks', () => {
  expect(previousMonth('2026-01')).toBe('2025-12');
  expect(monthsBefore('2026-12', 13)).toBe('2025-11');
  expect(monthsBefore('2026-12', -1)).toBe('2027-01');
  expect(daysIn('2026-02')).toBe(28);
  expect(daysIn('2028-02')).toBe(29);
  expect([1, 7, 8, 28, 29, 31].map((d) => weekOf(`2026-12-${String(d).padStart(2, '0')}`))).toEqual(
    [1, 1, 2, 4, 5, 5],
  );
  expect(weekDays('2026-12', 5)).toEqual({ from: 29, to: 31 });
  expect(weekDays('2026-02', 5)).toBeNull();
});

test("the month's figures: delivered apart from not delivered, returns, net, unknown amounts", () => {
  const orders = [
    order('SO1', '2026-12-01T00:00:00+08:00', { orderamount: 1234.5, deliveryamount: 1200 }),
    order('SO2', '2026-12-09T10:00:00+08:00', { orderamount: 500 }, false),
    order('SO3', '2026-12-30T10:00:00+08:00', { orderamount: '800', deliveryamount: null }),
    order('SO4', '2026-11-30T23:59:00+08:00'),
    // The same order again (a page boundary moved): counted once.
    order('SO1', '2026-12-01T00:00:00+08:00', { orderamount: 1234.5, deliveryamount: 1200 }),
  ];
  const returns = [order('RT1', '2026-12-15T10:00:00+08:00', { deliveryamount: 300 })];
  const f = monthFigures(orders, returns, '2026-12', TZ);
  expect(f.orders).toBe(3);
  expect(f.ordered).toEqual({ cents: 173450, unknown: 1 });
  expect(f.delivered).toEqual({ cents: 120000, unknown: 1, count: 2 });
  expect(f.notDelivered).toEqual({ cents: 50000, unknown: 0, count: 1 });
  expect(f.returns).toEqual({ cents: 30000, unknown: 0, count: 1 });
  expect(f.net).toEqual({ cents: 90000, unknown: 1 });
  expect(f.weeks.map((w) => w.cents)).toEqual([120000, 0, 0, 0, 0]);
});

test('by product: ordered against delivered, short and over lines with their orders, pending apart', () => {
  const rows = productRows([
    { orderno: 'SO1', orderdate: '', orderdetails: [line(2, '1.95'), line(3, '3.00', 'P2', '箱')] },
    { orderno: 'SO2', orderdate: '', orderdetails: [line(1.5, '1.52'), line(4, null, 'P2', '箱')] },
  ]);
  expect(rows.map((r) => [r.productcode, r.unit, r.ordered, r.delivered, r.pending])).toEqual([
    ['P2', '箱', 700, 300, 400],
    ['P1', 'KG', 350, 347, 0],
  ]);
  expect(rows[1]?.short).toEqual([{ orderno: 'SO1', ordered: 200, delivered: 195 }]);
  expect(rows[1]?.over).toEqual([{ orderno: 'SO2', ordered: 150, delivered: 152 }]);
});

test('0.00 before a line ships is not delivered; 0 on a delivery note is all of it short', () => {
  const waiting = { ...line(2, '0.00'), deliveryno: '' };
  const nothingCame = { ...line(3, '0.00', 'P2', '箱'), deliveryno: 'DN20261202001' };
  const rows = productRows([
    { orderno: 'SO1', orderdate: '', orderdetails: [waiting, nothingCame] },
  ]);
  expect(rows.map((r) => [r.productcode, r.ordered, r.delivered, r.pending])).toEqual([
    ['P2', 300, 0, 0],
    ['P1', 200, 0, 200],
  ]);
  expect(rows[0]?.short).toEqual([{ orderno: 'SO1', ordered: 300, delivered: 0 }]);
  expect(rows[1]?.short).toEqual([]);
  const placed = { ...order('SO2', '2026-12-02T10:00:00+08:00', {}, false) };
  placed.orderdetails = [waiting];
  const f = monthFigures([placed], [], '2026-12', TZ);
  expect(f.delivered.count).toBe(0);
  expect(f.notDelivered.count).toBe(1);
});

// Properties over random months of orders.
const cents = fc.integer({ min: 0, max: 5_000_000 });
const instant = fc.integer({
  min: Date.parse('2026-10-01T00:00:00+08:00'),
  max: Date.parse('2027-01-31T23:59:59+08:00'),
});
const iso = (t: number) => new Date(t).toISOString();
const arbOrder = (prefix: string) =>
  fc
    .record({
      n: fc.integer({ min: 1, max: 40 }),
      t: instant,
      ordered: cents,
      delivered: cents,
      isDelivered: fc.boolean(),
    })
    .map(({ n, t, ordered, delivered, isDelivered }) =>
      order(
        `${prefix}${n}`,
        iso(t),
        { orderamount: ordered / 100, deliveryamount: delivered / 100 },
        isDelivered,
      ),
    );
const arbMonth = fc.constantFrom('2026-10', '2026-11', '2026-12', '2027-01');

test('property: the sum of the weeks is the month', () => {
  fc.assert(
    fc.property(fc.array(arbOrder('SO'), { maxLength: 40 }), arbMonth, (orders, month) => {
      const f = monthFigures(orders, [], month, TZ);
      expect(f.weeks.reduce((s, w) => s + w.cents, 0)).toBe(f.delivered.cents);
      expect(f.weeks.map((w) => w.week)).toEqual([...WEEKS]);
    }),
  );
});

test('property: every order and return counts in exactly one month, and only once', () => {
  fc.assert(
    fc.property(
      fc.array(arbOrder('SO'), { maxLength: 30 }),
      fc.array(arbOrder('RT'), { maxLength: 10 }),
      (orders, returns) => {
        const months = ['2026-10', '2026-11', '2026-12', '2027-01'].map((m) =>
          // The return list fetched twice over (pages overlapping), and the returns also in the order list.
          monthFigures([...orders, ...returns], [...returns, ...returns], m, TZ),
        );
        const distinct = (list: StatementOrder[]) => new Set(list.map((o) => o.orderno)).size;
        expect(months.reduce((s, f) => s + f.returns.count, 0)).toBe(distinct(returns));
        expect(months.reduce((s, f) => s + f.orders, 0)).toBe(
          new Set(
            orders.map((o) => o.orderno).filter((no) => !returns.some((r) => r.orderno === no)),
          ).size,
        );
        const firstOf = (list: ReturnType<typeof order>[]) =>
          list.filter((o, i) => list.findIndex((x) => x.orderno === o.orderno) === i);
        const returnCents = firstOf(returns).reduce(
          (s, r) => s + Math.round(Number(r.deliveryamount) * 100),
          0,
        );
        expect(months.reduce((s, f) => s + f.returns.cents, 0)).toBe(returnCents);
        for (const f of months) {
          expect(f.net.cents).toBe(f.delivered.cents - f.returns.cents);
          expect(f.delivered.count + f.notDelivered.count).toBe(f.orders);
        }
      },
    ),
  );
});

test('property: a month boundary at midnight Taipei', () => {
  fc.assert(
    fc.property(arbMonth, fc.integer({ min: 1, max: 3_600_000 }), (month, ms) => {
      const start = Date.parse(`${month}-01T00:00:00+08:00`);
      expect(orderMonth(iso(start), TZ)).toBe(month);
      expect(orderMonth(iso(start + ms - 1), TZ)).toBe(month);
      expect(orderMonth(iso(start - ms), TZ)).toBe(previousMonth(month));
    }),
  );
});
