import fc from 'fast-check';
import { isExpired, jwtExpiresAt } from '../../../src/api/jwt';
import { makeJwt } from '../../support/jwt';

test('exp in seconds becomes milliseconds', () => {
  expect(jwtExpiresAt(makeJwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
});

test('expired on and after exp, not before', () => {
  const token = makeJwt({ exp: 100 });
  expect(isExpired(token, 99_999)).toBe(false);
  expect(isExpired(token, 100_000)).toBe(true);
  expect(isExpired(token, 100_001)).toBe(true);
});

test('unicode claims and padded base64url both decode', () => {
  expect(jwtExpiresAt(makeJwt({ exp: 42, name: '鮮享 🐟 ÿ' }))).toBe(42_000);
  const [header, payload, signature] = makeJwt({ exp: 43, n: 'ab' }).split('.');
  const padded = `${header ?? ''}.${payload ?? ''}${'='.repeat((4 - ((payload ?? '').length % 4)) % 4)}.${signature ?? ''}`;
  expect(jwtExpiresAt(padded)).toBe(43_000);
});

test.each([
  ['not a JWT', 'opaque-token'],
  ['empty', ''],
  ['two parts', 'a.b'],
  ['payload not base64', 'a.!!!.c'],
  ['payload not JSON', `a.${Buffer.from('nope').toString('base64url')}.c`],
  ['no exp', makeJwt({ sub: '1' })],
  ['exp as text', makeJwt({ exp: '1700000000' } as unknown as { exp: number })],
  ['payload a list', `a.${Buffer.from('[1]').toString('base64url')}.c`],
])('%s: no expiry, so never counted as expired', (_label, token) => {
  expect(jwtExpiresAt(token)).toBeNull();
  expect(isExpired(token, Number.MAX_SAFE_INTEGER)).toBe(false);
});

test('property: any exp and any other claims read back exactly', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 4_102_444_800 }),
      fc.dictionary(fc.string(), fc.string()),
      (exp, extra) => {
        expect(jwtExpiresAt(makeJwt({ ...extra, exp }))).toBe(exp * 1000);
      },
    ),
  );
});

test('property: any text is decoded without throwing', () => {
  fc.assert(
    fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
      const result = jwtExpiresAt(`${a}.${b}.${c}`);
      expect(result === null || Number.isFinite(result)).toBe(true);
    }),
  );
});
