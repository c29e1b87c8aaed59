import type { Order } from '../../../src/api/types';
import {
  ORDER_CHECK_DELAYS_MS,
  watchForOrder,
  type CheckAnswer,
} from '../../../src/features/checkout/order-check';

const found: Order = { orderno: 'SO-NEW', orderdate: '', orderstatus: '00', orderdetails: [] };

/** Answers in turn, and records how long the watch waited before each look. */
function script(answers: CheckAnswer[]) {
  const waits: number[] = [];
  let looks = 0;
  const ask = () => Promise.resolve(answers[looks++] ?? { kind: 'notLanded' as const });
  const wait = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  return { ask, wait, waits, looks: () => looks };
}

test('the last order is asked at once, then 2, 5, 10, 20 and 30 seconds after the answer was lost', async () => {
  expect(ORDER_CHECK_DELAYS_MS).toEqual([0, 2000, 5000, 10000, 20000, 30000]);
  const s = script([]);
  await expect(watchForOrder(s.ask, ORDER_CHECK_DELAYS_MS, s.wait)).resolves.toEqual({
    kind: 'notFound',
  });
  expect(s.waits).toEqual([0, 2000, 3000, 5000, 10000, 10000]);
  expect(s.looks()).toBe(6);
});

test('the order found at the third look ends the watch there', async () => {
  const s = script([
    { kind: 'notLanded' },
    { kind: 'unreachable' },
    { kind: 'landed', order: found },
  ]);
  await expect(watchForOrder(s.ask, ORDER_CHECK_DELAYS_MS, s.wait)).resolves.toEqual({
    kind: 'landed',
    order: found,
  });
  expect(s.looks()).toBe(3);
});

test('no answer at all is not "not found": the server was never reached', async () => {
  const s = script(Array.from({ length: 6 }, () => ({ kind: 'unreachable' as const })));
  await expect(watchForOrder(s.ask, ORDER_CHECK_DELAYS_MS, s.wait)).resolves.toEqual({
    kind: 'unreachable',
  });
  const once = script([{ kind: 'unreachable' }, { kind: 'notLanded' }]);
  await expect(watchForOrder(once.ask, [0, 1], once.wait)).resolves.toEqual({ kind: 'notFound' });
});

test('a session that ended stops the watch at once, and the watch says it was stopped, not what it found', async () => {
  const s = script([{ kind: 'notLanded' }, { kind: 'stop' }]);
  await expect(watchForOrder(s.ask, ORDER_CHECK_DELAYS_MS, s.wait)).resolves.toEqual({
    kind: 'stopped',
  });
  expect(s.looks()).toBe(2);
  const first = script([{ kind: 'stop' }]);
  await expect(watchForOrder(first.ask, ORDER_CHECK_DELAYS_MS, first.wait)).resolves.toEqual({
    kind: 'stopped',
  });
  expect(first.looks()).toBe(1);
});

test('the real wait: with no schedule given it sleeps between looks', async () => {
  vi.useFakeTimers();
  try {
    const s = script([{ kind: 'notLanded' }, { kind: 'landed', order: found }]);
    const watching = watchForOrder(s.ask);
    await vi.advanceTimersByTimeAsync(1999);
    expect(s.looks()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(watching).resolves.toEqual({ kind: 'landed', order: found });
    expect(s.looks()).toBe(2);
  } finally {
    vi.useRealTimers();
  }
});
