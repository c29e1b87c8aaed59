import { act, render } from '@testing-library/react';
import { useMinuteClock } from '../../../src/components/minute-clock';

afterEach(() => {
  vi.useRealTimers();
});

function Clock({ onRender }: { onRender: (now: Date) => void }) {
  const now = useMinuteClock();
  onRender(now);
  return <p>{now.toISOString()}</p>;
}

test('one timer for the whole app, on the minute; it stops when nothing shows the time', () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T05:58:30+08:00'));
  const first = vi.fn();
  const second = vi.fn();
  const { unmount: unmountFirst } = render(<Clock onRender={first} />);
  const { unmount: unmountSecond } = render(<Clock onRender={second} />);
  expect(vi.getTimerCount()).toBe(1);
  first.mockClear();
  second.mockClear();

  // 29 seconds: still the same minute, nothing renders.
  act(() => {
    vi.advanceTimersByTime(29_000);
  });
  expect(first).not.toHaveBeenCalled();
  // Past 05:59:00: each clock renders once, with the new minute.
  act(() => {
    vi.advanceTimersByTime(1_010);
  });
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(1);
  expect(first.mock.calls[0]?.[0]).toEqual(new Date('2026-11-24T05:59:00.010+08:00'));
  // And again a minute later, still one timer.
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  expect(first).toHaveBeenCalledTimes(2);
  expect(vi.getTimerCount()).toBe(1);

  unmountFirst();
  expect(vi.getTimerCount()).toBe(1);
  unmountSecond();
  expect(vi.getTimerCount()).toBe(0);
});

test('back in the foreground, the clock reads the time at once: a phone’s timers sleep in the background', () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T05:10:20+08:00'));
  let visibility: DocumentVisibilityState = 'visible';
  const visibilityState = vi
    .spyOn(document, 'visibilityState', 'get')
    .mockImplementation(() => visibility);
  try {
    const onRender = vi.fn();
    render(<Clock onRender={onRender} />);
    onRender.mockClear();

    // The app goes to the background; 35 minutes pass and the sleeping timer has not fired.
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    vi.setSystemTime(new Date('2026-11-24T05:45:50+08:00'));
    expect(onRender).not.toHaveBeenCalled();

    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onRender).toHaveBeenCalledTimes(1);
    expect(onRender.mock.calls[0]?.[0]).toEqual(new Date('2026-11-24T05:45:50+08:00'));
    // Still one timer, now set to the next minute from the new time.
    expect(vi.getTimerCount()).toBe(1);
    onRender.mockClear();
    act(() => {
      vi.advanceTimersByTime(10_010);
    });
    expect(onRender).toHaveBeenCalledTimes(1);
  } finally {
    visibilityState.mockRestore();
  }
});
