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
  act(() => result.current[0]('first'));
  vi.advanceTimersByTime(DOUBLE_TAP_MS - 1);
  act(() => result.current[0]('double tap'));
  expect(handler.mock.calls).toEqual([['first']]);
  vi.advanceTimersByTime(1);
  act(() => result.current[0]('later'));
  expect(handler.mock.calls).toEqual([['first'], ['later']]);
  expect(DOUBLE_TAP_MS).toBe(300);
});

test('ignored taps do not extend the window', () => {
  const handler = vi.fn();
  const { result } = renderHook(() => useDebouncedTap(handler));
  act(() => result.current[0]());
  vi.advanceTimersByTime(200);
  act(() => result.current[0]());
  vi.advanceTimersByTime(100);
  act(() => result.current[0]());
  expect(handler).toHaveBeenCalledTimes(2);
});

test('the latest handler is called and the wrapper and endWindow stay the same across renders', () => {
  const first = vi.fn();
  const second = vi.fn();
  const { result, rerender } = renderHook(({ h }) => useDebouncedTap(h), {
    initialProps: { h: first },
  });
  const [wrapper, endWindow] = result.current;
  rerender({ h: second });
  expect(result.current[0]).toBe(wrapper);
  expect(result.current[1]).toBe(endWindow);
  act(() => result.current[0]());
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledTimes(1);
});

test('after endWindow the next tap goes through at once; the window starts again from it', () => {
  const handler = vi.fn();
  const { result } = renderHook(() => useDebouncedTap(handler));
  const [tap, endWindow] = result.current;
  act(() => tap('opened the dialog'));
  vi.advanceTimersByTime(100);
  act(() => tap('double tap'));
  act(() => endWindow());
  act(() => tap('after the dialog closed'));
  vi.advanceTimersByTime(DOUBLE_TAP_MS - 1);
  act(() => tap('its double tap'));
  expect(handler.mock.calls).toEqual([['opened the dialog'], ['after the dialog closed']]);
});
