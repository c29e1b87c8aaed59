/// <reference types="vitest/config" />
import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { chartOwnReselect, isChartOwn } from './scripts/chart-own-reselect.ts';
import { checkTimeZone } from './scripts/check-time-zone.ts';
import { preloadStartupChunks } from './scripts/preload-startup-chunks.ts';

/**
 * The chunks follow the folders (docs/architecture.md, "The bundle"): the start-up with the store it makes and the
 * state libraries it runs on; the framework's packages; the server layer with RTK Query and axios; the app's shared
 * pieces that the first screens build on; one chunk per screen and per part loaded later, as their lazy imports split
 * them; and what several of those share.
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

const sharedPieces = (id: string) =>
  inSrc('components', 'i18n', 'line').test(id) && !inSrc('line[\\\\/]messages').test(id);

/**
 * `shell` for a piece of `src/components`, `src/i18n` or `src/line` that the app's frame imports, or a module the
 * frame loads (a screen, or the header and bars it loads later), or another such piece: what the first screens build
 * on. Decided by where a piece is imported, never by how many import it: a piece is shared by importing it. LINE's
 * messages are not among them: only the screens that send an order notice or a cart card load those.
 */
function sharedPieceOfTheFrameOrAScreen(
  id: string,
  graph: Rolldown.ChunkingContext,
): string | null {
  const loadedByTheFrame = (by: string) =>
    (graph.getModuleInfo(by)?.dynamicImporters ?? []).some((loader) => inSrc('app').test(loader));
  const builtOn = (piece: string, seen: Set<string>): boolean =>
    (graph.getModuleInfo(piece)?.importers ?? []).some((by) =>
      sharedPieces(by)
        ? !seen.has(by) && builtOn(by, seen.add(by))
        : !inSrc('features').test(by) || loadedByTheFrame(by),
    );
  return sharedPieces(id) && builtOn(id, new Set([id])) ? 'shell' : null;
}

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
            // The app's shared pieces that the frame or a screen builds on (page headers, empty and error states, texts'
            // plumbing, LINE's context) travel together, rather than one small file each. A piece that only the parts
            // of screens use (the quantity stepper of rows and dialogs) travels with those parts.
            { name: sharedPieceOfTheFrameOrAScreen, debugName: 'shell', priority: 10 },
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
