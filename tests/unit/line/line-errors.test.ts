import { describeLineError, isLine1200OnIos } from '../../../src/line/line-errors';
import type { LineClient } from '../../../src/line/line-client';

const device = (os: ReturnType<LineClient['getOS']>, version: string | null) => ({
  getOS: () => os,
  getLineVersion: () => version,
});

test.each([
  ['ios', '12.0.0', true],
  ['ios', '12.0.1', false],
  ['ios', '13.0.0', false],
  ['ios', null, false],
  ['android', '12.0.0', false],
  ['web', '12.0.0', false],
  [undefined, '12.0.0', false],
] as const)('isLine1200OnIos(%s, %s) is %s', (os, version, expected) => {
  expect(isLine1200OnIos(device(os, version))).toBe(expected);
});

test('describeLineError reads LIFF code and message, whatever was thrown', () => {
  expect(describeLineError(Object.assign(new Error('Forbidden'), { code: '403' }))).toEqual({
    code: '403',
    message: 'Forbidden',
  });
  expect(describeLineError({ code: 403, message: 'no scope' })).toEqual({
    code: '403',
    message: 'no scope',
  });
  expect(describeLineError(new Error('boom'))).toEqual({ code: 'UNKNOWN', message: 'boom' });
  expect(describeLineError('offline')).toEqual({ code: 'UNKNOWN', message: 'offline' });
  expect(describeLineError(undefined)).toEqual({ code: 'UNKNOWN', message: 'undefined' });
  expect(describeLineError({ code: { nested: true } })).toEqual({ code: 'UNKNOWN', message: '' });
});
