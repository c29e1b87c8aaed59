import { crc32 as zlibCrc32 } from 'node:zlib';
import fc from 'fast-check';
import {
  MAX_SENDER_LENGTH,
  MAX_SHARED_LINES,
  MAX_TOKEN_LENGTH,
  crc32,
  decodeSharedCart,
  encodeSharedCart,
  formatSharedQuantity,
  normaliseSender,
  type SharedCart,
  type SharedCartLine,
} from '../../../src/domain/shared-cart-link';

/** A token built by hand (Node's own CRC-32 and base64url): payloads the encoder would never write. */
function tokenOf(payload: string | Uint8Array, crc?: number): string {
  const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(crc ?? zlibCrc32(bytes));
  return Buffer.concat([head, bytes]).toString('base64url');
}

const encoded = (cart: Omit<SharedCart, 'version'>): string => {
  const result = encodeSharedCart(cart);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.value;
};

const FIRST_LINE: SharedCartLine = { productId: '1', quantity: 2.5 };
const CART = {
  shopId: '101',
  sender: '王小明',
  lines: [FIRST_LINE, { productId: 'P-20_x', quantity: 10 }],
};

describe('crc32', () => {
  test('the standard check value of "123456789"', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  test('agrees with zlib for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(crc32(bytes)).toBe(zlibCrc32(bytes));
      }),
    );
  });
});

describe('the format', () => {
  test('a cart is written as 1|shop|id*qty,…|sender behind its CRC-32, in base64url', () => {
    const token = encoded(CART);
    expect(token).toBe(tokenOf('1|101|1*2.5,P-20_x*10|王小明'));
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharedCart(token)).toEqual({ ok: true, value: { version: 1, ...CART } });
  });

  test.each([
    [2.5, '2.5'],
    [10, '10'],
    [0.001, '0.001'],
    [1.25, '1.25'],
    [0.1, '0.1'],
    [99999, '99999'],
    [12.34, '12.34'],
    [100.1, '100.1'],
  ])('quantity %d is written %j', (quantity, text) => {
    expect(formatSharedQuantity(quantity)).toBe(text);
  });

  test.each([0, -1, 0.0001, 1.2345, 100000, Number.NaN, Infinity, -Infinity, 0.1 + 0.2])(
    'quantity %d cannot be written',
    (quantity) => {
      expect(formatSharedQuantity(quantity)).toBeNull();
    },
  );

  test('the sender is trimmed, stripped of control characters and cut to 20 characters', () => {
    expect(normaliseSender('  王小明  ')).toBe('王小明');
    expect(normaliseSender('王\n小\u0000明\u202e')).toBe('王小明');
    expect(normaliseSender('一二三四五六七八九十一二三四五六七八九十超過')).toBe(
      '一二三四五六七八九十一二三四五六七八九十',
    );
    // Characters, not UTF-16 units: 20 emoji stay 20.
    expect(normaliseSender('😀'.repeat(25))).toBe('😀'.repeat(20));
    expect(normaliseSender('a'.repeat(19) + ' b')).toBe('a'.repeat(19));
    const token = encoded({ ...CART, sender: ' <b>王</b>\t小明 '.repeat(3) });
    const decoded = decodeSharedCart(token);
    expect(decoded.ok && decoded.value.sender).toBe('<b>王</b>小明  <b>王</b>');
  });
});

describe('encodeSharedCart refuses', () => {
  const many = (n: number): SharedCartLine[] =>
    Array.from({ length: n }, (_, i) => ({ productId: String(i + 1), quantity: 1 }));

  test.each<[string, Omit<SharedCart, 'version'>, string]>([
    ['a shop id outside the charset', { ...CART, shopId: '1 01' }, 'badShopId'],
    ['an empty shop id', { ...CART, shopId: '' }, 'badShopId'],
    ['a shop id of 41 characters', { ...CART, shopId: '1'.repeat(41) }, 'badShopId'],
    ['no lines', { ...CART, lines: [] }, 'noLines'],
    ['201 lines', { ...CART, lines: many(201) }, 'tooManyLines'],
    [
      'a product id with a comma',
      { ...CART, lines: [{ productId: '1,2', quantity: 1 }] },
      'badProductId',
    ],
    ['an empty product id', { ...CART, lines: [{ productId: '', quantity: 1 }] }, 'badProductId'],
    ['a product twice', { ...CART, lines: [FIRST_LINE, FIRST_LINE] }, 'duplicateProduct'],
    ['a quantity of 0', { ...CART, lines: [{ productId: '1', quantity: 0 }] }, 'badQuantity'],
    ['4 decimals', { ...CART, lines: [{ productId: '1', quantity: 1.0001 }] }, 'badQuantity'],
    [
      'a link longer than the max',
      {
        ...CART,
        lines: Array.from({ length: MAX_SHARED_LINES }, (_, i) => ({
          productId: `${String(i).padStart(3, '0')}${'x'.repeat(37)}`,
          quantity: 12345.125,
        })),
      },
      'tooLong',
    ],
  ])('%s', (_, cart, reason) => {
    expect(encodeSharedCart(cart)).toEqual({ ok: false, reason });
  });

  test('a token of exactly the max length is written and read; one byte more is refused', () => {
    // 3,000 bytes = 4,000 characters: a 4-byte checksum and a 2,996-byte payload.
    const id = (i: number, length: number) => String(i).padStart(length, 'x');
    const lines = [
      ...Array.from({ length: 69 }, (_, i) => ({ productId: id(i, 40), quantity: 1 })),
      { productId: id(69, 20), quantity: 1 },
    ];
    const token = encoded({ shopId: '101', sender: '', lines });
    expect(token).toHaveLength(MAX_TOKEN_LENGTH);
    expect(decodeSharedCart(token).ok).toBe(true);
    const longer = [...lines.slice(0, -1), { productId: id(69, 21), quantity: 1 }];
    expect(encodeSharedCart({ shopId: '101', sender: '', lines: longer })).toEqual({
      ok: false,
      reason: 'tooLong',
    });
  });

  test('200 short lines fit, and a shop id of 40 characters', () => {
    expect(encodeSharedCart({ ...CART, lines: many(MAX_SHARED_LINES) }).ok).toBe(true);
    expect(encodeSharedCart({ ...CART, shopId: 'a'.repeat(40) }).ok).toBe(true);
  });
});

describe('decodeSharedCart refuses', () => {
  test.each<[string, string | null | undefined, string]>([
    ['null', null, 'empty'],
    ['undefined', undefined, 'empty'],
    ['an empty token', '', 'empty'],
    ['a token over the max length', 'A'.repeat(MAX_TOKEN_LENGTH + 1), 'tooLong'],
    ['a character outside base64url', `${tokenOf('1|1|1*1|')}+`, 'notBase64url'],
    ['padding', `${tokenOf('1|1|1*1|x')}=`, 'notBase64url'],
    ['a length of 4n+1', 'AAAAA', 'notBase64url'],
    ['a non-canonical last character', 'AAAAAB', 'notBase64url'],
    ['4 bytes: a checksum and no payload', 'AAAAAA', 'tooShort'],
    ['a wrong checksum', tokenOf('1|101|1*2|x', 0x12345678), 'checksum'],
    ['bytes that are not UTF-8', tokenOf(new Uint8Array([0x31, 0x7c, 0xff, 0x7c])), 'notUtf8'],
    ['three fields', tokenOf('1|101|1*2'), 'malformed'],
    ['two fields', tokenOf('1|101'), 'malformed'],
    ['one field', tokenOf('1'), 'malformed'],
    ['two fields, the second like a line', tokenOf('1|A*1'), 'malformed'],
    ['an empty version before the first |', tokenOf('|101|1*2|x'), 'unsupportedVersion'],
    ['version 2', tokenOf('2|101|1*2|x'), 'unsupportedVersion'],
    ['version 01', tokenOf('01|101|1*2|x'), 'unsupportedVersion'],
    ['a bad shop id', tokenOf('1|1.1|1*2|x'), 'badShopId'],
    ['an empty shop id', tokenOf('1||1*2|x'), 'badShopId'],
    ['no lines', tokenOf('1|101||x'), 'noLines'],
    [
      '201 lines',
      tokenOf(`1|101|${Array.from({ length: 201 }, (_, i) => `${String(i)}*1`).join(',')}|x`),
      'tooManyLines',
    ],
    ['a line without a quantity', tokenOf('1|101|1|x'), 'malformed'],
    ['a line with two stars', tokenOf('1|101|1*2*3|x'), 'malformed'],
    ['an empty line', tokenOf('1|101|1*2,|x'), 'malformed'],
    ['a bad product id', tokenOf('1|101|1 *2|x'), 'badProductId'],
    ['an empty product id', tokenOf('1|101|*2|x'), 'badProductId'],
    ['a product id of 41 characters', tokenOf(`1|101|${'9'.repeat(41)}*2|x`), 'badProductId'],
    ['a product twice', tokenOf('1|101|1*2,1*3|x'), 'duplicateProduct'],
    ['a quantity of 0', tokenOf('1|101|1*0|x'), 'badQuantity'],
    ['a quantity of 0.000', tokenOf('1|101|1*0.000|x'), 'badQuantity'],
    ['a negative quantity', tokenOf('1|101|1*-1|x'), 'badQuantity'],
    ['4 decimals', tokenOf('1|101|1*1.2345|x'), 'badQuantity'],
    ['a trailing zero', tokenOf('1|101|1*1.50|x'), 'badQuantity'],
    ['a leading zero', tokenOf('1|101|1*01|x'), 'badQuantity'],
    ['a trailing point', tokenOf('1|101|1*1.|x'), 'badQuantity'],
    ['an exponent', tokenOf('1|101|1*1e3|x'), 'badQuantity'],
    ['Infinity', tokenOf('1|101|1*Infinity|x'), 'badQuantity'],
    ['six digits', tokenOf('1|101|1*100000|x'), 'badQuantity'],
    ['above the max by a fraction', tokenOf('1|101|1*99999.5|x'), 'badQuantity'],
    ['an empty quantity', tokenOf('1|101|1*|x'), 'badQuantity'],
    ['a sender of 21 characters', tokenOf(`1|101|1*2|${'王'.repeat(21)}`), 'badSender'],
    ['a sender with a line break', tokenOf('1|101|1*2|王\n明'), 'badSender'],
    ['a sender with a bidi override', tokenOf('1|101|1*2|王\u202e明'), 'badSender'],
    ['a sender with DEL', tokenOf('1|101|1*2|王\u007f'), 'badSender'],
    ['a sender with NUL', tokenOf('1|101|1*2|\u0000王'), 'badSender'],
    ['a sender with a C1 control', tokenOf('1|101|1*2|王\u0085明'), 'badSender'],
    ['a sender with a line separator', tokenOf('1|101|1*2|王\u2028明'), 'badSender'],
    ['a sender with a bidi isolate', tokenOf('1|101|1*2|王\u2066明'), 'badSender'],
    ['a sender with a leading space', tokenOf('1|101|1*2| 王'), 'badSender'],
    ['a sender with a trailing space', tokenOf('1|101|1*2|王 '), 'badSender'],
  ])('%s', (_, token, reason) => {
    expect(decodeSharedCart(token)).toEqual({ ok: false, reason });
  });

  test('accepts the edges: 200 lines, 20-character sender, 99999 and 0.001, an empty sender, | in the name', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `${String(i)}*1`).join(',');
    expect(decodeSharedCart(tokenOf(`1|101|${lines}|${'王'.repeat(20)}`)).ok).toBe(true);
    expect(decodeSharedCart(tokenOf('1|101|1*99999,2*0.001|'))).toEqual({
      ok: true,
      value: {
        version: 1,
        shopId: '101',
        sender: '',
        lines: [
          { productId: '1', quantity: 99999 },
          { productId: '2', quantity: 0.001 },
        ],
      },
    });
    const piped = decodeSharedCart(tokenOf('1|101|1*2|a|b'));
    expect(piped.ok && piped.value.sender).toBe('a|b');
    expect(decodeSharedCart('A'.repeat(MAX_TOKEN_LENGTH)).ok).toBe(false);
  });
});

// ---- properties ----

const idArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
const quantityArb = fc
  .integer({ min: 1, max: 99_999_000 })
  .map((thousandths) => thousandths / 1000);
const cartArb = fc.record({
  shopId: idArb,
  sender: fc.string({ maxLength: 30, unit: 'grapheme' }),
  lines: fc.uniqueArray(fc.record({ productId: idArb, quantity: quantityArb }), {
    minLength: 1,
    maxLength: 40,
    selector: (line) => line.productId,
  }),
});

describe('properties', () => {
  test('any valid cart comes back as it went in (the sender normalised)', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const token = encoded(cart);
        expect(decodeSharedCart(token)).toEqual({
          ok: true,
          value: { version: 1, ...cart, sender: normaliseSender(cart.sender) },
        });
        expect(Array.from(normaliseSender(cart.sender)).length).toBeLessThanOrEqual(
          MAX_SENDER_LENGTH,
        );
      }),
      { numRuns: 300 },
    );
  });

  test('any one changed character is refused or reads as the same cart, never another', () => {
    fc.assert(
      fc.property(
        cartArb,
        fc.nat(),
        fc.constantFrom(
          ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/=. %'.split(''),
        ),
        (cart, at, replacement) => {
          const token = encoded(cart);
          const i = at % token.length;
          const changed = token.slice(0, i) + replacement + token.slice(i + 1);
          // A replacement by the same character is the only change that reads (as the same cart).
          expect(decodeSharedCart(changed).ok).toBe(changed === token);
        },
      ),
      { numRuns: 1000 },
    );
  });

  test('any truncation, insertion or deletion of one character is refused', () => {
    fc.assert(
      fc.property(
        cartArb,
        fc.nat(),
        fc.constantFrom('A', 'Q', 'g', 'w', '-', '_', '0'),
        (cart, at, ch) => {
          const token = encoded(cart);
          const i = at % token.length;
          expect(decodeSharedCart(token.slice(0, i)).ok).toBe(false);
          expect(decodeSharedCart(token.slice(0, i) + token.slice(i + 1)).ok).toBe(false);
          expect(decodeSharedCart(token.slice(0, i) + ch + token.slice(i)).ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('arbitrary text never throws and is refused unless it is a valid token', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const result = decodeSharedCart(text);
        const again = result.ok ? encodeSharedCart(result.value) : null;
        expect(again === null || (again.ok && again.value === text)).toBe(true);
      }),
    );
  });
});
