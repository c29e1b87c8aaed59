import { act, renderHook } from '@testing-library/react';
import { DOUBLE_TAP_MS, useDebouncedTap } from '../../../src/components/use-debounced-tap';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('a second tap within 300 ms is ignored; one after it goes through', () => {
  const handler = vi.fn();
  const { result } = renderHook(() => useDebouncedTap(handler));
  act(() => result.current('first'));
  vi.advanceTimersByTime(DOUBLE_TAP_MS - 1);
  act(() => result.current('double tap'));
  expect(handler.mock.calls).toEqual([['first']]);
  vi.advanceTimersByTime(1);
  act(() => result.current('later'));
  expect(handler.mock.calls).toEqual([['first'], ['later']]);
  expect(DOUBLE_TAP_MS).toBe(300);
});

test('ignored taps do not extend the window', () => {
  const handler = vi.fn();
  const { result } = renderHook(() => useDebouncedTap(handler));
  act(() => result.current());
  vi.advanceTimersByTime(200);
  act(() => result.current());
  vi.advanceTimersByTime(100);
  act(() => result.current());
  expect(handler).toHaveBeenCalledTimes(2);
});

test('the latest handler is called and the wrapper stays the same across renders', () => {
  const first = vi.fn();
  const second = vi.fn();
  const { result, rerender } = renderHook(({ h }) => useDebouncedTap(h), {
    initialProps: { h: first },
  });
  const wrapper = result.current;
  rerender({ h: second });
  expect(result.current).toBe(wrapper);
  act(() => result.current());
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledTimes(1);
});
