import { isPositiveId, sameId } from '../../../src/domain/id';

describe('sameId: ids compared as text, a number and its text being the same id', () => {
  test.each<[string | number, string | number]>([
    [101, 101],
    [101, '101'],
    ['101', 101],
    ['9007199254740993', '9007199254740993'],
  ])('%j and %j are the same id', (a, b) => {
    expect(sameId(a, b)).toBe(true);
  });

  test.each<[string | number, string | number]>([
    [101, 102],
    ['101', '1010'],
    // 64-bit ids arrive as text: 2^53 + 1 and 2^53 are different products, whatever a double would say.
    ['9007199254740993', '9007199254740992'],
  ])('%j and %j are different ids', (a, b) => {
    expect(sameId(a, b)).toBe(false);
  });

  test.each<[string | number | null | undefined, string | number | null | undefined]>([
    [null, null],
    [undefined, undefined],
    [null, undefined],
    // A missing id never matches, not even an id whose text reads like the missing value.
    [null, 'null'],
    ['null', null],
    [undefined, 'undefined'],
    ['undefined', undefined],
    [101, null],
    [undefined, 101],
  ])('a missing id: %j and %j are not the same id', (a, b) => {
    expect(sameId(a, b)).toBe(false);
  });
});

describe('isPositiveId: /login2 signs in by itself only for a positive id', () => {
  test.each<string | number>([1, 101, '101', ' 101 ', '0101', '9007199254740993'])(
    '%j is positive',
    (id) => {
      expect(isPositiveId(id)).toBe(true);
    },
  );

  test.each<string | number | null | undefined>([
    null,
    undefined,
    0,
    '0',
    '000',
    '',
    ' ',
    -5,
    '-5',
    '1.5',
    'abc',
    'a12',
    '12a',
    '1 2',
  ])('%j is not', (id) => {
    expect(isPositiveId(id)).toBe(false);
  });
});
