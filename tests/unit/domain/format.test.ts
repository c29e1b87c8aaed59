import { formatDate, formatDateTime } from '../../../src/domain/format';

const TAIPEI = 'Asia/Taipei';

test.each([
  ['2026-11-22T09:30:00+08:00', '2026.11.22 09:30'],
  ['2026-11-22T09:30:59.999+08:00', '2026.11.22 09:30'],
  ['2026-11-22T01:30:00Z', '2026.11.22 09:30'],
  ['2026-11-22T01:30:00.123z', '2026.11.22 09:30'],
  ['2026-11-21T20:30:00Z', '2026.11.22 04:30'],
  ['2026-12-31T16:00:00Z', '2027.01.01 00:00'],
  ['2026-11-22T09:30:00+0800', '2026.11.22 09:30'],
  ['2026-11-21T20:30:00-05:00', '2026.11.22 09:30'],
  ['2026-11-22 09:30:00+08:00', '2026.11.22 09:30'],
  // Offsets with minutes, and the edges of what an offset may be (±14:59).
  ['2026-11-22T07:00:00+05:30', '2026.11.22 09:30'],
  ['2026-11-22T04:15:00-0415', '2026.11.22 16:30'],
  ['2026-11-22T15:30:00+14:00', '2026.11.22 09:30'],
  ['2026-11-22T14:31:00+14:59', '2026.11.22 07:32'],
  ['2026-11-22T01:31:00+00:59', '2026.11.22 08:32'],
  // A fraction longer than milliseconds is cut to milliseconds, never read as more seconds.
  ['2026-11-22T01:29:59.9999Z', '2026.11.22 09:29'],
  ['2026-11-22T01:29:59.999999999Z', '2026.11.22 09:29'],
  // Surrounding spaces are not part of the text.
  ['  2026-11-22T01:30:00Z  ', '2026.11.22 09:30'],
])('instant %j shows as %j in Taipei', (iso, text) => {
  expect(formatDateTime(iso, TAIPEI)).toBe(text);
});

test('an instant shows in the zone it is given', () => {
  expect(formatDateTime('2026-11-22T09:30:00+08:00', 'America/New_York')).toBe('2026.11.21 20:30');
  expect(formatDateTime('2026-11-22T09:30:00+08:00', 'UTC')).toBe('2026.11.22 01:30');
});

test('a wall time without an offset is already business time: shown as written, in any zone', () => {
  expect(formatDateTime('2026-11-22 09:30:00', TAIPEI)).toBe('2026.11.22 09:30');
  expect(formatDateTime('2026-11-22 09:30:00', 'America/New_York')).toBe('2026.11.22 09:30');
  expect(formatDateTime('2026-11-22T09:30', TAIPEI)).toBe('2026.11.22 09:30');
  expect(formatDateTime('2026/11/22 09:30:00', TAIPEI)).toBe('2026.11.22 09:30');
  expect(formatDateTime('2026-11-22', TAIPEI)).toBe('2026.11.22 00:00');
  expect(formatDateTime(' 2026-11-22 09:30:00 ', TAIPEI)).toBe('2026.11.22 09:30');
});

test.each([
  '',
  '   ',
  'abc',
  'Invalid Date',
  '2026-02-30T10:00:00Z',
  '2026-11-22T25:00:00',
  '2026-11-22T10:60:00',
  '2026-11-22T10:00:00+25:00',
  '2026-11-22T10:00:60',
  '2026-11-22T10:00:60Z',
  '2026-11-22T10:00:00+15:00',
  '2026-11-22T10:00:00+08:60',
  '2026-11-22T10:00:00-0060',
  // Text around a date is not a date.
  'on 2026-11-22',
  '12026-11-22',
  '2026-11-22 09:30 or later',
  '2026-11-22T09:30:00+08:00x',
  '22/11/2026',
  '1732240200000',
])('%j shows as nothing', (text) => {
  expect(formatDateTime(text, TAIPEI)).toBe('');
  expect(formatDate(text, TAIPEI)).toBe('');
});

test('null and undefined show as nothing', () => {
  expect(formatDateTime(null, TAIPEI)).toBe('');
  expect(formatDateTime(undefined, TAIPEI)).toBe('');
  expect(formatDate(null)).toBe('');
  expect(formatDate(undefined)).toBe('');
});

test('formatDate gives the business-zone calendar date, Taipei unless told', () => {
  expect(formatDate('2026-11-22T09:30:00+08:00')).toBe('2026-11-22');
  expect(formatDate('2026-11-21T20:30:00Z')).toBe('2026-11-22');
  expect(formatDate('2026-11-21T20:30:00Z', 'UTC')).toBe('2026-11-21');
  expect(formatDate('2026-11-22')).toBe('2026-11-22');
  expect(formatDate('2026-11-22T00:00:00')).toBe('2026-11-22');
  expect(formatDate('2026-11-22 23:59:59', 'America/New_York')).toBe('2026-11-22');
});
