import { act, renderHook } from '@testing-library/react';
import { startTransition } from 'react';
import {
  FIRST_CHUNK,
  NEXT_CHUNK,
  useProgressiveCount,
} from '../../../src/features/catalogue/use-progressive-count';

// React's own startTransition, watched: the test asks whether the steps go through it.
vi.mock('react', async (importOriginal) =>
  (await import('../../support/watched-start-transition')).watchedStartTransition(importOriginal),
);

beforeEach(() => {
  vi.mocked(startTransition).mockClear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** One frame painted, then the timeout after it. */
async function nextStep() {
  await act(async () => {
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
  });
}

test('the first chunk at once, then a chunk per painted frame, up to the total', async () => {
  const { result } = renderHook(() => useProgressiveCount(40, 'list'));
  expect(result.current).toBe(FIRST_CHUNK);
  await nextStep();
  expect(result.current).toBe(FIRST_CHUNK + NEXT_CHUNK);
  await nextStep();
  expect(result.current).toBe(40);
  expect([FIRST_CHUNK, NEXT_CHUNK]).toEqual([3, 24]);
});

test('a new list starts again from the first chunk', async () => {
  const { result, rerender } = renderHook(({ key }) => useProgressiveCount(100, key), {
    initialProps: { key: 'a' },
  });
  await nextStep();
  expect(result.current).toBe(FIRST_CHUNK + NEXT_CHUNK);
  rerender({ key: 'b' });
  expect(result.current).toBe(FIRST_CHUNK);
});

test('each later step is a transition: React renders it in slices, never as one long task', async () => {
  const transition = vi.mocked(startTransition);
  const { result } = renderHook(() => useProgressiveCount(40, 'list'));
  expect(transition).not.toHaveBeenCalled();
  await nextStep();
  expect(result.current).toBe(FIRST_CHUNK + NEXT_CHUNK);
  expect(transition).toHaveBeenCalledTimes(1);
});
