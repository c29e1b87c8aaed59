// @vitest-environment node
import type { Category, CodeItem, Customer, Dictionary, Product } from '../../../src/api/types';
import { getDb } from '../../../src/mocks/db';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { call, login, resultOf } from './demo-backend';

serveDemoBackend();

test('categories and dictionaries are open calls', async () => {
  const categories = await resultOf<Category[]>('GET', '/api/category/list');
  expect(categories.filter((c) => c.parentid === null).map((c) => c.name)).toEqual([
    '肉品',
    '海鮮',
    '蔬果',
    '冷凍調理',
  ]);
  const dictionaries = await resultOf<Dictionary[]>('GET', '/api/sysDictType/allDictList');
  expect(dictionaries.find((d) => d.code === 'orderStatus')?.children).toContainEqual({
    code: '90',
    value: '待確認',
  });
  const methods = await resultOf<CodeItem[]>('GET', '/api/sysDictData/DataList/Delivery_method');
  expect(methods).toEqual([
    { code: '1', value: '公司配送' },
    { code: '2', value: '黑貓宅急便' },
    { code: '3', value: '自取' },
  ]);
  expect(await resultOf<CodeItem[]>('GET', '/api/sysDictData/DataList/nothing')).toEqual([]);
});

test('products by sub-category, by top-level category, and all when none are chosen', async () => {
  const { accessToken: token } = await login('demo');
  const pork = await resultOf<Product[]>('POST', '/api/product/list', {
    body: { customerid: 101, categories: [11] },
    token,
  });
  expect(pork.length).toBeGreaterThan(0);
  expect(pork.every((p) => p.categoryid === 11)).toBe(true);
  const meat = await resultOf<Product[]>('POST', '/api/product/list', {
    body: { customerid: 101, categories: ['1'] },
    token,
  });
  expect(new Set(meat.map((p) => p.categoryid))).toEqual(new Set([11, 12, 13, 14]));
  const all = await resultOf<Product[]>('POST', '/api/product/list', {
    body: { customerid: 101, categories: [] },
    token,
  });
  expect(all).toHaveLength(getDb().products.length);
  expect((await call('POST', '/api/product/list', { body: { categories: [] } })).status).toBe(401);
});

test('customer update stores the e-mail and address edits but not the credit terms', async () => {
  const { accessToken: token, customer } = await login('demo');
  const addresses = (customer.addresses ?? []).map((a, i) =>
    i === 0 ? { ...a, contactperson: '新聯絡人', cellphone: '0900-000-000' } : a,
  );
  const saved = await resultOf<Customer>('POST', '/api/customer/update', {
    body: { ...customer, email: 'new@hefeng.tw', lineofcredit: 99999999, addresses },
    token,
  });
  expect(saved).toMatchObject({ email: 'new@hefeng.tw', lineofcredit: 1500000 });
  const reread = await resultOf<Customer>('GET', '/api/customer/detail', {
    query: { id: 101 },
    token,
  });
  expect(reread.addresses?.[0]).toMatchObject({
    contactperson: '新聯絡人',
    cellphone: '0900-000-000',
  });
  const blank = await call('POST', '/api/customer/update', {
    body: { ...customer, addresses: [{ id: 1, address: '' }] },
    token,
  });
  expect(blank.body.code).toBe(400);
});

test('customerLine/delete unbinds the shop from LINE', async () => {
  const { accessToken: token } = await login('demo');
  await resultOf('POST', '/api/customerLine/delete', {
    body: { customerid: 101, lineid: 'Udemo00000000000000000000000001' },
    token,
  });
  expect(
    (await resultOf<Customer>('GET', '/api/customer/detail', { query: { id: 101 }, token })).lineid,
  ).toBe('');
  const again = await call('POST', '/api/custAuth/loginLine', {
    body: { LineId: 'Udemo00000000000000000000000001' },
  });
  expect(again.body.code).toBe(400);
});

test('push-log keeps what the app reports', async () => {
  const { accessToken: token } = await login('demo');
  await resultOf('POST', '/api/log/push-log', {
    body: { logLevel: 4, message: 'sendMessages failed: order SO1: 403 x' },
    token,
  });
  expect(getDb().logs).toEqual([{ logLevel: 4, message: 'sendMessages failed: order SO1: 403 x' }]);
  expect(
    (await call('POST', '/api/log/push-log', { body: { logLevel: 3, message: 'x' }, token })).body
      .code,
  ).toBe(400);
});
