/**
 * Starts LINE: LINE's mock plugin when VITE_LIFF_MOCK=true, else the real LIFF SDK. Each side loads only here, as
 * LINE starts, and a production build with a real LIFF id never loads the mock.
 */
import { configurationProblem, type AppEnv } from '../config/env';
import { LineInitError, type LineClient } from './line-client';

export async function initLine(env: AppEnv): Promise<LineClient> {
  if (env.liffMock) {
    // Vite replaces both with literals at build time, so a production build made without VITE_LIFF_MOCK=true folds
    // this to false and drops the mock altogether (production ships no mock). Kept inline: the build folds a
    // condition written here, not one behind a helper. The dev server and tests always allow the mock.
    if (!import.meta.env.PROD || import.meta.env.VITE_LIFF_MOCK === 'true') {
      const { createMockLineClient } = await import('./liff-mock');
      return createMockLineClient(env);
    }
    throw new LineInitError(
      'INVALID_CONFIG',
      'VITE_LIFF_MOCK is set, but this production build was made without the mock: build with VITE_LIFF_MOCK=true.',
    );
  }
  // Never fall back to the mock silently: a deployment without a LIFF id must fail loudly and say what to set.
  const problem = configurationProblem(env);
  if (problem !== null || env.liffId === '') {
    throw new LineInitError('INVALID_CONFIG', problem ?? 'VITE_LIFF_ID is not set.');
  }
  const { createRealLineClient } = await import('./liff-real');
  return createRealLineClient(env.liffId);
}
