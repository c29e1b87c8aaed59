import fc from 'fast-check';
import { toQueryString } from '../../../src/api/query-string';

test('null, undefined and empty text are dropped; 0 and false are kept', () => {
  expect(toQueryString({ a: null, b: undefined, c: '', d: 0, e: false, f: 'x' })).toBe(
    'd=0&e=false&f=x',
  );
});

test('a nested object is written as key[subkey], recursively', () => {
  expect(toQueryString({ a: { b: 1 } })).toBe('a[b]=1');
  expect(toQueryString({ filter: { customer: { id: 7, name: '' } }, page: 2 })).toBe(
    'filter[customer][id]=7&page=2',
  );
});

test('arrays are written with indexes; an empty array writes nothing', () => {
  expect(toQueryString({ ids: ['x', 'y'], none: [], rows: [{ id: 1 }] })).toBe(
    'ids[0]=x&ids[1]=y&rows[0][id]=1',
  );
});

test('keys and values are percent-encoded (the brackets stay literal)', () => {
  expect(toQueryString({ 'a b': '1&2=3', q: '雞腿 100%', 'k[': { 'x/y': '#' } })).toBe(
    'a%20b=1%262%3D3&q=%E9%9B%9E%E8%85%BF%20100%25&k%5B[x%2Fy]=%23',
  );
});

test('dates are ISO text; functions, symbols and nothing-but-empty objects write nothing', () => {
  expect(
    toQueryString({
      at: new Date(Date.UTC(2026, 0, 2)),
      f: () => 1,
      s: Symbol('s'),
      o: { p: null },
    }),
  ).toBe('at=2026-01-02T00%3A00%3A00.000Z');
});

test('a value under an empty key is dropped', () => {
  expect(toQueryString({ '': 1, a: { '': 2, b: 3 } })).toBe('a[b]=3');
});

test('no data gives an empty string', () => {
  expect(toQueryString(undefined)).toBe('');
  expect(toQueryString(null)).toBe('');
  expect(toQueryString({})).toBe('');
});

test('a cyclic reference is not followed forever', () => {
  const a: Record<string, unknown> = { id: 1 };
  a.self = a;
  expect(toQueryString(a)).toBe('id=1');
});

const nested = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, undefined, ''),
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 3 }),
  ),
})).value;

test('property: no pair is ever written with an empty value, and no pair lacks a key', () => {
  fc.assert(
    fc.property(fc.dictionary(fc.string(), nested), (data) => {
      const query = toQueryString(data);
      if (query === '') return;
      for (const pair of query.split('&')) {
        expect(pair).toMatch(/^[^=&]+=[^=&]+$/);
      }
    }),
  );
});

test('property: a flat map of texts round-trips through URLSearchParams, minus the empty ones', () => {
  fc.assert(
    fc.property(
      fc.dictionary(fc.string({ minLength: 1 }), fc.string(), { noNullPrototype: true }),
      (data) => {
        const parsed = [...new URLSearchParams(toQueryString(data))];
        expect(parsed).toEqual(Object.entries(data).filter(([, value]) => value !== ''));
      },
    ),
  );
});

test('property: a nested value is found under key[subkey]', () => {
  fc.assert(
    fc.property(
      fc.string({ minLength: 1 }),
      fc.string({ minLength: 1 }),
      fc.string({ minLength: 1 }),
      (a, b, v) => {
        expect(new URLSearchParams(toQueryString({ [a]: { [b]: v } })).get(`${a}[${b}]`)).toBe(v);
      },
    ),
  );
});
