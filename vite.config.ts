/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    // The buyers' browsers: Android System WebView (Chrome 87+) and LINE's WKWebView on iOS (Safari 14+).
    target: ['chrome87', 'safari14'],
    sourcemap: false,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  test: {
    globals: true,
    environment: 'jsdom',
    restoreMocks: true,
    testTimeout: 15000,
    // Two projects: unit tests start their own MSW servers where they need one; integration tests share the demo
    // backend's server (setup-integration.ts), which would clash with those.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup.ts', 'tests/support/setup-integration.ts'],
        },
      },
    ],
  },
});
