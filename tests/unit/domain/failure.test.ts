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
  expect(readFailure(thrown)).toEqual({ kind: 'business', message: '商品已停售', aborted: false });
  expect(readFailure({ kind: 'network', message: 'Network Error' })).toEqual({
    kind: 'network',
    message: 'Network Error',
    aborted: false,
  });
});

test('anything else has no kind and no message', () => {
  for (const error of [undefined, null, 'boom', 42, ['network']]) {
    expect(readFailure(error)).toEqual({ kind: null, message: '', aborted: false });
  }
  expect(readFailure({ kind: 7, message: { text: 'x' } })).toEqual({
    kind: null,
    message: '',
    aborted: false,
  });
});

test('an aborted call is told apart', () => {
  expect(readFailure(new DOMException('The user aborted a request.', 'AbortError'))).toMatchObject({
    kind: null,
    aborted: true,
  });
});
