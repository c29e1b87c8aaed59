/**
 * Taiwan's unified business number (統一編號) checksum. Checking it before the registry
 * lookup saves the buyer a slow round trip for a mistyped number.
 */

/** The lookup fires once the id has this many characters. */
export const TAX_ID_LENGTH = 8;

const WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;

/** A product of two digits is at most 36: its digit sum is tens plus units. */
const digitSum = (n: number): number => Math.floor(n / 10) + (n % 10);

/**
 * True for exactly 8 ASCII digits whose weighted digit-sum total is divisible by 5; when the 7th digit is 7 its
 * product (28) may count as 1 or 0 (10 → 1 → 0), so total + 1 divisible by 5 also passes.
 */
export function isValidTaxId(id: string): boolean {
  if (!/^[0-9]{8}$/.test(id)) return false;
  let total = 0;
  WEIGHTS.forEach((weight, index) => {
    total += digitSum(Number(id.charAt(index)) * weight);
  });
  if (total % 5 === 0) return true;
  return id.charAt(6) === '7' && (total + 1) % 5 === 0;
}
