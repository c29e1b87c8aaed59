/**
 * Sales units as the backend writes them: a plain unit ('KG', '盒') or a unit with a bracketed pack size
 * ('箱(10KG)', '包（600G）'). A cart line's unitcode is `KG` only for KG products, else the sales unit as given.
 */
import { roundTo } from './decimal';
import { isKgUnit } from './weight';

// Its own module: only the order guide uses it, and every screen that shows a spec loads this one.
export { bracketedUnit, type BracketedUnit } from './bracketed-unit';

/** 'KG' when the sales unit is exactly KG (any case, surrounding spaces ignored), else the sales unit as given. */
export function unitCodeFor(salesunitcode: string | null | undefined): string {
  if (salesunitcode === null || salesunitcode === undefined) return '';
  return isKgUnit(salesunitcode) ? 'KG' : salesunitcode;
}

/**
 * '5 箱(10KG)', '0.5 KG': the order multiple without trailing zeros (read to the millionth, as snapping reads it),
 * then the sales unit as given. A missing multiple is the default 1; an unusable one is left out.
 */
export function specText(
  ordermultiple: number | null | undefined,
  salesunitcode: string | null | undefined,
): string {
  const multiple = ordermultiple ?? 1;
  const unit = (salesunitcode ?? '').trim();
  if (!Number.isFinite(multiple) || multiple <= 0) return unit;
  // String() of a number rounded to 6 places has no trailing zeros, and no exponent for multiples ≥ 1e-6.
  return `${String(roundTo(multiple, 6))} ${unit}`.trim();
}
