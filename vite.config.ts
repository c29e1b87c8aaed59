/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chartOwnReselect, isChartOwn } from './scripts/chart-own-reselect.ts';
import { checkTimeZone } from './scripts/check-time-zone.ts';
import { preloadStartupChunks } from './scripts/preload-startup-chunks.ts';

/**
 * The chunks follow the folders (docs/architecture.md, "The bundle"): the start-up with the store it makes and the
 * state libraries it runs on; the framework's packages; the server layer with RTK Query and axios; the app's shared
 * pieces; the cart; one chunk per screen and per part loaded later, as their lazy imports split them; and what
 * several of those share.
 */
const inSrc = (...folders: string[]) =>
  new RegExp(`[\\\\/]src[\\\\/](${folders.join('|')})[\\\\/]`);
const inPackages = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * What every open runs before the first screen, with what the phone keeps (the tokens, the tabs' lock), and the
 * libraries it needs (no renderer).
 */
const startUp = (id: string) =>
  inSrc('start', 'phone', 'store').test(id) ||
  (!isChartOwn(id) &&
    inPackages(
      'react',
      'react-redux',
      // Not its shim's with-selector (for React before 18), which only the chart library (/statement) asks for.
      'use-sync-external-store(?![\\\\/](shim|cjs[\\\\/]use-sync-external-store-shim)[\\\\/]with-selector)',
      'redux',
      'redux-thunk',
      'redux-persist',
      'immer',
      'reselect',
      '@reduxjs/toolkit/dist/(?!query)',
    ).test(id));

/** The renderer, the router, the styling engine and MUI's core, i18next: what every screen needs to show. */
const framework = inPackages(
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@emotion',
  'stylis',
  '@mui/(system|styled-engine|utils|private-theming)',
  'i18next',
  'react-i18next',
);

/** The server layer: the one axios instance, RTK Query and the calls. */
const server = (id: string) =>
  inSrc('api').test(id) || inPackages('axios', '@reduxjs/toolkit/dist/query').test(id);

export default defineConfig({
  plugins: [react(), checkTimeZone(), preloadStartupChunks(), chartOwnReselect()],
  build: {
    // The buyers' browsers: Android System WebView (Chrome 87+) and LINE's WKWebView on iOS (Safari 14+).
    target: ['chrome87', 'safari14'],
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Seven characters of hash (42 bits; rolldown's floor for this many chunks), not eight: every chunk names
        // the chunks it imports and the entry lists every screen's, so one character less is 0.2 KB gzip on each
        // first screen (docs/performance.md, history, issue 23).
        chunkFileNames: 'assets/[name]-[hash:7].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            // Highest first. What the entry imports stays in the entry: it runs before anything else has arrived.
            { name: 'entry', tags: ['$initial'], priority: 50 },
            // A module the start-up needs stays in its chunk even when the framework uses it too.
            { name: 'start', test: startUp, priority: 40 },
            { name: 'framework', test: framework, priority: 30 },
            // MUI's parts that most screens show (its styling core, buttons, text, boxes) travel with the framework.
            { name: 'mui', test: inPackages('@mui/material'), minShareCount: 16, priority: 25 },
            { name: 'server', test: server, priority: 20 },
            // The app's own shared pieces (the shell, shared components, texts' plumbing, LINE's context) that four
            // screens or more use travel together, rather than one small file each. LINE's messages are not among
            // them: only the screens that send an order notice or a cart card load those.
            {
              name: 'shell',
              test: (id: string) =>
                inSrc('components', 'app', 'i18n', 'line').test(id) &&
                !inSrc('line[\\\\/]messages').test(id),
              minShareCount: 4,
              priority: 10,
            },
            // The cart and the price changes, after the shell has taken its own: the header's cart button on every
            // signed-in screen, 加入購物車 and the price badges on every product list. What two screens or more use of
            // them travels as one part with the rules and MUI parts it needs (home's first screen in 26 files, not 30).
            {
              name: 'cart',
              test: inSrc('features[\\\\/](cart|price-changes)'),
              minShareCount: 2,
              priority: 5,
            },
          ],
        },
      },
    },
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
