import { vi } from 'vitest';

/**
 * React as it is, with its own `startTransition` watched (a `vi.fn` that calls through): for tests that ask whether
 * an update goes through a transition. vitest hoists `vi.mock` above the file's imports, so a test loads this from
 * inside its factory:
 *
 *   vi.mock('react', async (importOriginal) =>
 *     (await import('../../support/watched-start-transition')).watchedStartTransition(importOriginal));
 */
export async function watchedStartTransition(
  importOriginal: <T>() => Promise<T>,
): Promise<typeof import('react')> {
  const react = await importOriginal<typeof import('react')>();
  return { ...react, startTransition: vi.fn(react.startTransition) };
}
