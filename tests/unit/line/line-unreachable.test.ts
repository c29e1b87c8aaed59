import { isLineUnreachable } from '../../../src/line/line-errors';

class LiffError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

test.each([
  ['Chrome: a fetch with no answer', new TypeError('Failed to fetch')],
  ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
  ['Safari (LINE on iOS)', new TypeError('Load failed')],
  [
    "LIFF's own error wrapping the fetch failure",
    new LiffError('INIT_FAILED', 'Failed to init', { cause: new TypeError('Failed to fetch') }),
  ],
  ['a time-out', new LiffError('INIT_FAILED', 'request timed out')],
])('LINE out of reach: %s', (_name, error) => {
  expect(isLineUnreachable(error, true)).toBe(true);
});

test.each([
  ['a wrong LIFF id', new LiffError('INVALID_CONFIG', 'liffId is necessary for liff.init()')],
  ['not logged in', new LiffError('UNAUTHORIZED', 'Need access_token for api call')],
  ['a thrown string', 'boom'],
  ['nothing', undefined],
])('not a connection problem: %s', (_name, error) => {
  expect(isLineUnreachable(error, true)).toBe(false);
});

test('the phone says it is offline: whatever LIFF threw, LINE is out of reach', () => {
  expect(isLineUnreachable(new LiffError('INIT_FAILED', 'x'), false)).toBe(true);
});
