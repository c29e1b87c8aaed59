// The vitest config of mutation testing (stryker.config.mjs): only the unit tests of the mutated rules.
// Stand-alone on purpose: `mergeConfig` with vite.config.ts concatenates the `include` lists instead of replacing
// them, so every test, integration tests included, would run and Stryker's first run would time out.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { rules } from './stryker.config.mjs';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'jsdom',
    restoreMocks: true,
    testTimeout: 15000,
    setupFiles: ['tests/support/setup.ts'],
    include: rules.flatMap((r) => r.tests),
  },
});
