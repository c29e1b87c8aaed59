import { parseCsv } from '../../support/parse-csv';
import { csvCell, csvFileName, csvRows, csvText, CSV_BOM } from '../../../src/domain/statement-csv';

test('cells are quoted only when they must be', () => {
  expect(csvCell('abc')).toBe('abc');
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
});

test('the file: BOM, titles, one row per line, CRLF, unknown amounts empty', () => {
  const text = csvText(
    csvRows(
      [
        {
          orderno: 'SO1',
          orderdate: '2026-12-01T09:00:00+08:00',
          expecteddate: '2026-12-02',
          customeridname: '好食,燒肉',
          orderamount: 12345,
          deliveryamount: 'x',
          orderdetails: [
            {
              productcode: 'A1',
              productname: '梅花豬"切片"',
              productquantity: 2.5,
              deliveryqtyText: '2.45',
              unitcode: 'KG',
            },
          ],
        },
      ],
      [
        {
          orderno: 'RT1',
          orderdate: '2026-12-03T09:00:00+08:00',
          customeridname: '好食燒肉',
          orderamount: 300,
          deliveryamount: 300,
          orderdetails: [
            {
              productcode: 'B2',
              productname: '高麗菜',
              productquantity: 1,
              deliveryqtyText: '1.00',
              salesunitcode: '箱(10KG)',
            },
          ],
        },
      ],
      { order: '訂單', return: '退貨' },
    ),
  );
  expect(text.startsWith(CSV_BOM)).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  expect(parseCsv(text.slice(1))).toEqual([
    [
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
    ],
    [
      '2026-12-02',
      'SO1',
      '訂單',
      '好食,燒肉',
      'A1',
      '梅花豬"切片"',
      '2.50',
      '2.45',
      'KG',
      '12345',
      '',
    ],
    ['', 'RT1', '退貨', '好食燒肉', 'B2', '高麗菜', '1.00', '1.00', '箱(10KG)', '300', '300'],
  ]);
});

test('the file name is the shop and the month', () => {
  expect(csvFileName('好食燒肉 信義店', '2026-12')).toBe('進貨對帳_好食燒肉_信義店_2026-12.csv');
  expect(csvFileName('a/b:c', '2026-11')).toBe('進貨對帳_a_b_c_2026-11.csv');
});
