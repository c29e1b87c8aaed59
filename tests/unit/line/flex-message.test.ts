import {
  MAX_ALT_TEXT,
  messagesProblem,
  orderNoticeMessage,
} from '../../../src/line/messages/flex-message';

const labels = {
  heading: '新訂單通知',
  orderno: '訂單編號',
  orderdate: '訂單日期',
  itemCount: '品項數',
  amount: '訂單金額',
  viewOrder: '查看訂單',
};
const content = {
  altText: '廠商 禾豐燒肉 已下單，請至訂單查詢頁面查看',
  orderno: 'SO20261122-0001',
  orderdate: '2026.11.22 02:15',
  itemCount: '2',
  amount: '$1,913',
  orderUrl: 'https://liff.line.me/1234-abcd/order',
};

test('the bubble carries the altText, the order facts and a button to the order page', () => {
  const message = orderNoticeMessage(content, labels);
  expect(message).toMatchObject({
    type: 'flex',
    altText: content.altText,
    contents: { type: 'bubble' },
  });
  const json = JSON.stringify(message);
  for (const text of ['SO20261122-0001', '2026.11.22 02:15', '$1,913', '訂單編號', '查看訂單']) {
    expect(json).toContain(text);
  }
  expect(json).toContain(
    '{"type":"uri","label":"查看訂單","uri":"https://liff.line.me/1234-abcd/order"}',
  );
  expect(messagesProblem([message])).toBeNull();
});

test('an empty value becomes a dash (LINE refuses empty texts)', () => {
  const json = JSON.stringify(orderNoticeMessage({ ...content, orderdate: '' }, labels));
  expect(json).toContain('"text":"-"');
});

test('1 to 5 messages, each with a type; flex needs an altText of at most 1500 characters', () => {
  const ok = orderNoticeMessage(content, labels);
  expect(messagesProblem([])).toBe('expected 1 to 5 messages, got 0');
  expect(messagesProblem([ok, ok, ok, ok, ok])).toBeNull();
  expect(messagesProblem([ok, ok, ok, ok, ok, ok])).toBe('expected 1 to 5 messages, got 6');
  expect(messagesProblem([{ text: 'hi' }])).toBe('message 0 has no type');
  expect(messagesProblem([ok, null])).toBe('message 1 is not an object');
  expect(messagesProblem([{ ...ok, altText: '' }])).toBe('message 0 has no altText');
  expect(messagesProblem([{ ...ok, altText: 'x'.repeat(MAX_ALT_TEXT) }])).toBeNull();
  expect(messagesProblem([{ ...ok, altText: '🥩'.repeat(MAX_ALT_TEXT) }])).toBeNull();
  expect(messagesProblem([{ ...ok, altText: 'x'.repeat(MAX_ALT_TEXT + 1) }])).toBe(
    'message 0 altText is longer than 1500',
  );
  expect(messagesProblem([{ type: 'text', text: 'hi' }])).toBeNull();
});
