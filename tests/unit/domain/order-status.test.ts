import { TIMELINE_STEPS, statusLabel, timelineState } from '../../../src/domain/order-status';

test('the timeline has its five steps, in order', () => {
  expect(TIMELINE_STEPS).toEqual(['未出貨', '已成立', '已出貨', '未付款', '已付款']);
});

test.each([
  ['未出貨', 0],
  ['已成立', 1],
  ['已出貨', 2],
  ['未付款', 3],
  ['已付款', 4],
  [' 已出貨 ', 2],
])('the label %j is step %d', (label, index) => {
  expect(timelineState(label)).toBe(index);
});

test.each(['待確認', '已確認', '', '出貨', 'shipped'])(
  'the label %j highlights nothing',
  (label) => {
    expect(timelineState(label)).toBe(-1);
  },
);

test('no label highlights nothing', () => {
  expect(timelineState(null)).toBe(-1);
  expect(timelineState(undefined)).toBe(-1);
});

const labels = new Map([
  ['00', '未出貨'],
  ['20', '已出貨'],
  ['90', '待確認'],
]);

test('a status code reads as its dictionary label, compared as text', () => {
  expect(statusLabel(labels, '00')).toBe('未出貨');
  expect(statusLabel(labels, 20)).toBe('已出貨');
  expect(statusLabel(labels, '90')).toBe('待確認');
});

test('an unknown code shows the code itself; no code shows nothing', () => {
  expect(statusLabel(labels, '77')).toBe('77');
  expect(statusLabel(new Map(), '05')).toBe('05');
  expect(statusLabel(labels, null)).toBe('');
  expect(statusLabel(labels, undefined)).toBe('');
});

test('label and timeline together: a dictionary label finds its step', () => {
  expect(timelineState(statusLabel(labels, '20'))).toBe(2);
  expect(timelineState(statusLabel(labels, '77'))).toBe(-1);
});
