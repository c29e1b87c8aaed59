import fc from 'fast-check';
import { isValidTaxId } from '../../../src/domain/tax-id';

/** An independent reading of the rule: the products' digits summed as text, no shared code with the module. */
function reference(id: string): boolean {
  if (!/^[0-9]{8}$/.test(id)) return false;
  const weights = '12121241';
  let digitsOfProducts = '';
  for (let i = 0; i < 8; i += 1)
    digitsOfProducts += String(Number(id.charAt(i)) * Number(weights.charAt(i)));
  let total = 0;
  for (let i = 0; i < digitsOfProducts.length; i += 1) total += Number(digitsOfProducts.charAt(i));
  return total % 5 === 0 || (id.charAt(6) === '7' && (total + 1) % 5 === 0);
}

const digit = fc.constantFrom(...'0123456789'.split(''));
const eightDigits = fc.array(digit, { minLength: 8, maxLength: 8 }).map((d) => d.join(''));

test.each(['04595257', '22099131', '10458575', '53212539', '12345675'])(
  '%s is a valid unified business number',
  (id) => {
    expect(isValidTaxId(id)).toBe(true);
  },
);

test('a 7th digit of 7 also passes with total + 1: 10458574 sums to 29', () => {
  // Products 1,0,4,10,8,10,28,4 → digit sums 1+0+4+1+8+1+10+4 = 29; 29 % 5 = 4 but 30 % 5 = 0.
  expect(isValidTaxId('10458574')).toBe(true);
  // A total of 19 (also 4 mod 5) with a 7th digit of 0 gets no extra chance.
  expect(isValidTaxId('10458504')).toBe(false);
});

test.each(['22099132', '04595258', '23285517', '12345678'])('%s fails the checksum', (id) => {
  expect(isValidTaxId(id)).toBe(false);
});

test.each([
  '',
  '1234567',
  '123456789',
  // A valid id with a character more, after or before it.
  '045952570',
  '04595257 ',
  '0459525a',
  'abcdefgh',
  ' 4595257',
  '０４５９５２５７',
  '0459-257',
])('%j is not 8 ASCII digits and is invalid', (id) => {
  expect(isValidTaxId(id)).toBe(false);
});

test('validity is decided by the formula (against an independent reference)', () => {
  fc.assert(
    fc.property(eightDigits, (id) => {
      expect(isValidTaxId(id)).toBe(reference(id));
    }),
    { numRuns: 2000 },
  );
});

test('strings that are not exactly 8 digits are invalid', () => {
  const notEightDigits = fc.string({ maxLength: 12 }).filter((s) => !/^[0-9]{8}$/.test(s));
  fc.assert(
    fc.property(notEightDigits, (id) => {
      expect(isValidTaxId(id)).toBe(false);
    }),
  );
});

test('when the 7th digit is not 7, exactly two last digits complete a valid id, five apart', () => {
  // The last digit has weight 1, so it moves the total through every residue mod 5 twice.
  const prefix = fc
    .array(digit, { minLength: 7, maxLength: 7 })
    .map((d) => d.join(''))
    .filter((p) => p[6] !== '7');
  fc.assert(
    fc.property(prefix, (p) => {
      const valid = '0123456789'.split('').filter((last) => isValidTaxId(p + last));
      expect(valid).toHaveLength(2);
      expect(Number(valid[1]) - Number(valid[0])).toBe(5);
    }),
  );
});
