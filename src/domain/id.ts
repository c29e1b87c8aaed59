/** An id as the backend sends it: a number, or text for 64-bit ids. */
export type Id = number | string;

/** Ids arrive as numbers or strings (64-bit ids as strings): compare them as text. */
export const sameId = (a: Id | null | undefined, b: Id | null | undefined): boolean =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** /login2's auto-login runs only when the stored customer's id is positive. */
export const isPositiveId = (id: Id | null | undefined): boolean => {
  if (id === null || id === undefined) return false;
  const text = String(id).trim();
  return /^\d+$/.test(text) && /[1-9]/.test(text);
};
