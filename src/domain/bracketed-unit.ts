/** A sales unit with a bracketed pack size ('箱(10KG)', '包（600G）'), split into the unit and the pack. */
export interface BracketedUnit {
  /** The unit the buyer counts in: '箱'. */
  unit: string;
  /** The bracket's content ('10KG'), or null when there is none. */
  detail: string | null;
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
