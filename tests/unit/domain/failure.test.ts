import { readFailure } from '../../../src/domain/failure';
import { isRecord } from '../../../src/domain/is-record';

test('a record is a plain object: not null, not an array, not a primitive', () => {
  expect(isRecord({ result: 1 })).toBe(true);
  expect(isRecord(new Error('x'))).toBe(true);
  expect(isRecord([])).toBe(false);
  expect(isRecord(null)).toBe(false);
  expect(isRecord('{"a":1}')).toBe(false);
  expect(isRecord(undefined)).toBe(false);
});

test("an API layer's failure, as an error or as RTK Query's plain copy: its kind and trimmed message", () => {
  const thrown = Object.assign(new Error(' 商品已停售 '), { kind: 'business' });
  expect(readFailure(thrown)).toEqual({
    kind: 'business',
    message: '商品已停售',
    status: null,
    aborted: false,
    incomplete: false,
  });
  expect(readFailure({ kind: 'network', message: 'Network Error' })).toEqual({
    kind: 'network',
    message: 'Network Error',
    status: null,
    aborted: false,
    incomplete: false,
  });
  // A gateway's answer keeps its status: 502 and 504 may still have committed an order.
  expect(
    readFailure({ name: 'ApiError', kind: 'http', message: 'Bad Gateway', status: 502 }),
  ).toEqual({
    kind: 'http',
    message: 'Bad Gateway',
    status: 502,
    aborted: false,
    incomplete: false,
  });
});

test('anything else has no kind and no message', () => {
  for (const error of [undefined, null, 'boom', 42, ['network']]) {
    expect(readFailure(error)).toEqual({
      kind: null,
      message: '',
      status: null,
      aborted: false,
      incomplete: false,
    });
  }
  expect(readFailure({ kind: 7, message: { text: 'x' }, status: '502' })).toEqual({
    kind: null,
    message: '',
    status: null,
    aborted: false,
    incomplete: false,
  });
});

test('an aborted call is told apart, and stays so when its reading is read again', () => {
  const aborted = readFailure(new DOMException('The user aborted a request.', 'AbortError'));
  expect(aborted).toMatchObject({ kind: null, aborted: true });
  expect(readFailure(aborted)).toEqual(aborted);
});

test('an answer cut off mid-body is told apart, and stays so when its reading is read again', () => {
  const cut = readFailure({
    kind: 'http',
    message: 'Invalid response.',
    status: 200,
    incomplete: true,
  });
  expect(cut).toEqual({
    kind: 'http',
    message: 'Invalid response.',
    status: 200,
    aborted: false,
    incomplete: true,
  });
  expect(readFailure(cut)).toEqual(cut);
  expect(readFailure({ kind: 'http', incomplete: 'yes' }).incomplete).toBe(false);
});
