/**
 * Sales units as the backend writes them: a plain unit ('KG', '盒') or a unit with a bracketed pack size
 * ('箱(10KG)', '包（600G）'). A cart line's unitcode is `KG` only for KG products, else the sales unit as given.
 */
import { roundTo } from './decimal';
import { isKgUnit } from './weight';

export interface BracketedUnit {
  /** The unit the buyer counts in: '箱'. */
  unit: string;
  /** The bracket's content ('10KG'), or null when there is none. */
  detail: string | null;
}

/** 'KG' when the sales unit is exactly KG (any case, surrounding spaces ignored), else the sales unit as given. */
export function unitCodeFor(salesunitcode: string | null | undefined): string {
  if (salesunitcode === null || salesunitcode === undefined) return '';
  return isKgUnit(salesunitcode) ? 'KG' : salesunitcode;
}

/** Half-width or full-width brackets, closing the text; the unit before them must not be empty. */
const BRACKETED = /^(.+?)\s*[(（]\s*([^()（）]*?)\s*[)）]\s*$/;

/** '箱(10KG)' → { unit: '箱', detail: '10KG' }; '盒' → { unit: '盒', detail: null }. */
export function bracketedUnit(salesunitcode: string | null | undefined): BracketedUnit {
  const text = (salesunitcode ?? '').trim();
  const match = BRACKETED.exec(text);
  if (!match?.[1] || match[2] === undefined) return { unit: text, detail: null };
  return { unit: match[1], detail: match[2] === '' ? null : match[2] };
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
