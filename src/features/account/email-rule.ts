/**
 * The original app had no email format check, and the backend takes what it is sent: we do not invent a format rule,
 * but we refuse to send what is plainly garbage (spaces inside) and keep the value within RFC 5321's 254 characters.
 */
export const EMAIL_MAX = 254;

export type EmailInput =
  { ok: true; email: string; capped: boolean } | { ok: false; reason: 'spaces' };

/** What the typed email becomes before it is saved: trimmed, then capped; inner spaces refuse it. */
export function readEmailInput(typed: string): EmailInput {
  const trimmed = typed.trim();
  if (/\s/.test(trimmed)) return { ok: false, reason: 'spaces' };
  // Array.from counts code points, so a cut never splits a surrogate pair.
  const chars = Array.from(trimmed);
  if (chars.length <= EMAIL_MAX) return { ok: true, email: trimmed, capped: false };
  return { ok: true, email: chars.slice(0, EMAIL_MAX).join(''), capped: true };
}
