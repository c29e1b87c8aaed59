/**
 * The accountant's CSV of a month (進貨對帳): one row per order line, orders then returns, in the order list's
 * order. Excel in zh-TW opens it with the right characters and columns: UTF-8 with a byte order mark, CRLF line
 * ends, RFC 4180 quoting. Quantities have 2 decimals, amounts are whole dollars without separators (so Excel reads
 * numbers); an amount that is unknown is an empty cell, never 0.
 */
import { formatUnits, toUnits } from './decimal';
import { formatQuantity } from './quantity';
import {
  centsOf,
  deliveredHundredths,
  linesOf,
  orderedHundredths,
  unitOf,
  type StatementOrder,
} from './statement-order';

export const CSV_BOM = '\uFEFF';

/** The column titles, in order (the texts of the file, not the screen: the accountant's Excel shows them). */
export const CSV_COLUMNS = [
  '配送日期',
  '訂單編號',
  '類別',
  '門市',
  '品號',
  '品名',
  '訂購數量',
  '出貨數量',
  '單位',
  '訂購金額',
  '出貨金額',
] as const;

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote, a line break or leading/trailing space. */
export function csvCell(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const dollars = (value: unknown): string => {
  const cents = centsOf(value);
  return cents === null ? '' : formatUnits(toUnits(cents / 100, 0), 0);
};

const quantityText = (hundredths: number | null): string =>
  hundredths === null ? '' : formatQuantity(hundredths / 100);

/** The rows (without the title row) of `orders` (O) and `returns` (R). */
export function csvRows(
  orders: readonly StatementOrder[],
  returns: readonly StatementOrder[],
  labels: { order: string; return: string },
): string[][] {
  const rowsOf = (list: readonly StatementOrder[], kind: string) =>
    list.flatMap((order) =>
      linesOf(order).map((line) => [
        order.expecteddate ?? '',
        order.orderno,
        kind,
        order.customeridname ?? '',
        line.productcode ?? '',
        line.productname ?? '',
        quantityText(orderedHundredths(line)),
        quantityText(deliveredHundredths(line)),
        unitOf(line),
        dollars(order.orderamount),
        dollars(order.deliveryamount),
      ]),
    );
  return [...rowsOf(orders, labels.order), ...rowsOf(returns, labels.return)];
}

/** The whole file's text: BOM, the title row, the rows, each line ended by CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return (
    CSV_BOM + [CSV_COLUMNS, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('')
  );
}

/** '進貨對帳_{shop}_{YYYY-MM}.csv', the shop's name without the characters a file name may not hold. */
export function csvFileName(shop: string, month: string): string {
  const safe = shop.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '');
  return `進貨對帳_${safe === '' ? '門市' : safe}_${month}.csv`;
}
