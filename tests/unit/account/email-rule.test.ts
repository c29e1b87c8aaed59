import fc from 'fast-check';
import { EMAIL_MAX, readEmailInput } from '../../../src/features/account/email-rule';

test('trims the ends and keeps a normal address as typed', () => {
  expect(readEmailInput('  buyer@shop.com.tw \t')).toEqual({
    ok: true,
    email: 'buyer@shop.com.tw',
    capped: false,
  });
});

test('an empty box clears the email', () => {
  expect(readEmailInput('   ')).toEqual({ ok: true, email: '', capped: false });
});

test('spaces inside refuse the value', () => {
  expect(readEmailInput('buyer @shop.com')).toEqual({ ok: false, reason: 'spaces' });
  expect(readEmailInput('buyer@shop.com\u3000x')).toEqual({ ok: false, reason: 'spaces' });
});

test('300 characters are cut to 254 and say so; exactly 254 is kept whole', () => {
  const long = `${'a'.repeat(290)}@x.tw`;
  expect(long).toHaveLength(295);
  expect(readEmailInput(long)).toEqual({ ok: true, email: long.slice(0, 254), capped: true });
  const exact = 'b'.repeat(254);
  expect(readEmailInput(exact)).toEqual({ ok: true, email: exact, capped: false });
  expect(EMAIL_MAX).toBe(254);
});

test('a cut never splits a character outside the basic plane', () => {
  const result = readEmailInput('😀'.repeat(300));
  expect(result).toEqual({ ok: true, email: '😀'.repeat(254), capped: true });
});

test('any space-free text comes back at most 254 characters, a prefix of the trimmed input', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 400 }), (typed) => {
      const result = readEmailInput(typed);
      const trimmed = typed.trim();
      if (/\s/.test(trimmed)) return !result.ok;
      return (
        result.ok &&
        Array.from(result.email).length <= EMAIL_MAX &&
        trimmed.startsWith(result.email) &&
        result.capped === Array.from(trimmed).length > EMAIL_MAX
      );
    }),
  );
});
