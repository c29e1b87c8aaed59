import { nextTask } from '../../../src/start/next-task';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test("with the browser's scheduler: scheduler.yield(), which resumes ahead of the tasks already waiting", async () => {
  const yielded = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: yielded });
  await nextTask();
  expect(yielded).toHaveBeenCalledTimes(1);
});

test('without one: a timeout, so the code after it runs in a task of its own', async () => {
  vi.stubGlobal('scheduler', undefined);
  vi.useFakeTimers();
  const after = vi.fn();
  const done = nextTask().then(after);
  await Promise.resolve();
  // Not in this task, not in its microtasks: only once the timer's task runs.
  expect(after).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(0);
  await done;
  expect(after).toHaveBeenCalledTimes(1);
});
