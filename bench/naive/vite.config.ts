/**
 * The naive app of the side-by-side bench (docs/performance.md, "Side by side with a naive app"): the same packages
 * as the app, built the way a project starts out: one chunk, no code splitting, nothing tuned. Built by
 * `npm run bench` with `vite build -c bench/naive/vite.config.ts --mode budget` into dist-bench-naive/.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: here,
  // The repo's .env.budget: the same LINE mock user as the app's budget build.
  envDir: repo,
  plugins: [react()],
  build: {
    outDir: `${repo}dist-bench-naive`,
    emptyOutDir: true,
    target: ['chrome87', 'safari14'],
    // One chunk: every dynamic import (there are some inside LIFF) inlined.
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
