/**
 * 進貨對帳's CSV for the accountant, read back by a parser cell by cell; and inside LINE's in-app browser, where a
 * download cannot be saved, the offer to open the screen in the phone's own browser (liff.openWindow, external).
 */
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { server } from '../../../src/mocks/node';
import { parseCsv } from '../../support/parse-csv';
import { renderApp } from '../../support/render-app';
import { seedDemo } from '../orders/orders-support';
import { statementBackend } from './statement-fixture';

beforeEach(() => {
  seedDemo();
});

/** Catches the file the screen hands the browser: its name and its text. */
function catchDownload() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      last = blob;
      return 'blob:statement';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last !== null) files.push({ name: this.download, blob: last });
  });
  return files;
}

test("the month's lines as a CSV Excel in zh-TW opens: BOM, CRLF, one row per line, named by shop and month", async () => {
  const files = catchDownload();
  server.use(statementBackend());
  const { user } = await renderApp('/statement?month=2026-11&shop=301', {
    signedInAs: 'chain',
    line: { isInClient: () => false },
  });
  await user.click(await screen.findByRole('button', { name: '下載 CSV' }, { timeout: 5000 }));
  expect(screen.queryByRole('button', { name: '用手機瀏覽器開啟' })).toBeNull();
  expect(files).toHaveLength(1);
  const [file] = files;
  expect(file?.name).toBe('進貨對帳_海港鍋物_信義店_2026-11.csv');
  expect(file?.blob.type).toBe('text/csv;charset=utf-8');
  const bytes = new Uint8Array(await (file as { blob: Blob }).blob.arrayBuffer());
  // UTF-8's byte order mark, then the text.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
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
      '2026-11-30',
      'SO20261130-0001',
      '訂單',
      '海港鍋物 信義店',
      'V002',
      '高麗菜',
      '2.00',
      '',
      '箱(10KG)',
      '1000',
      '0',
    ],
    [
      '2026-11-20',
      'SO20261120-0001',
      '訂單',
      '海港鍋物 信義店',
      'P001',
      '梅花豬肉片',
      '2.00',
      '1.90',
      'KG',
      '2000',
      '1950',
    ],
    [
      '2026-11-10',
      'SO20261110-0001',
      '訂單',
      '海港鍋物 信義店',
      'V002',
      '高麗菜',
      '3.00',
      '3.00',
      '箱(10KG)',
      '3000',
      '3000',
    ],
    // An order amount that is not a number is an empty cell, never 0.
    [
      '2026-11-05',
      'SO20261105-0001',
      '訂單',
      '海港鍋物 信義店',
      'P001',
      '梅花豬肉片',
      '1.50',
      '1.55',
      'KG',
      '',
      '1500',
    ],
    [
      '2026-10-31',
      'SO20261101-0001',
      '訂單',
      '海港鍋物 信義店',
      'V002',
      '高麗菜',
      '1.00',
      '1.00',
      '箱(10KG)',
      '500',
      '500',
    ],
    [
      '2026-11-15',
      'RT20261115-0001',
      '退貨',
      '海港鍋物 信義店',
      'P001',
      '梅花豬肉片',
      '0.50',
      '0.50',
      'KG',
      '450',
      '450',
    ],
  ]);
});

test("inside LINE: the screen offers the phone's own browser, at this month and shop", async () => {
  const openExternal = vi.fn(() => Promise.resolve());
  server.use(statementBackend());
  const { user } = await renderApp('/statement?month=2026-11&shop=all', {
    signedInAs: 'chain',
    line: { isInClient: () => true, openExternal },
  });
  expect(
    await screen.findByText(
      'LINE 內建瀏覽器可能無法儲存檔案，請改用手機瀏覽器開啟本頁下載。',
      {},
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '用手機瀏覽器開啟' }));
  expect(openExternal).toHaveBeenCalledWith(
    `${window.location.origin}/statement?month=2026-11&shop=all`,
  );
});
