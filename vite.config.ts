/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { checkTimeZone } from './scripts/check-time-zone.ts';
import { preloadStartupChunks } from './scripts/preload-startup-chunks.ts';

/**
 * RTK Query (with the schema helper only it imports), axios and the app's calls (the one axios instance, the api and
 * its endpoints): only code that calls the server needs them, so they stay out of the framework chunk, and they
 * travel as one chunk rather than a dozen small ones (each a round trip on a phone network). What the first chunk itself imports from src/api (the token store,
 * the error type, the session-end action, the api registry) stays with it, and so do the endpoints of one screen
 * only (/order's history, the order guide's history): they travel with that screen's chunk, not with every screen
 * that calls the server.
 */
const isApiClient = (id: string): boolean =>
  /node_modules[\\/](axios|@reduxjs[\\/]toolkit[\\/]dist[\\/]query|@standard-schema[\\/]utils)[\\/]/.test(
    id,
  ) ||
  /[\\/]src[\\/]api[\\/](?!(token-store|tab-lock|session-end|api-registry|types|endpoints[\\/](order-history|guide-history))\.ts$)/.test(
    id,
  );

/**
 * The app's own start-up modules (the store with its slices and persisted-state readers, the quantity rules those
 * readers format with, the token store, LINE's start and the start-up sign-in, and the zh-TW texts, which start-up
 * and boot both read): every screen runs them, none imports the renderer. They go with the store's
 * libraries: one chunk instead of about fifteen of a few hundred bytes each (gzip compresses one file better than
 * many small ones, and each small file is a request). Named one by one: a start-up module missing here only costs a
 * small chunk of its own, but a module listed here must import nothing of the framework chunk (React's renderer,
 * MUI, i18next, the router), or the two chunks import each other and the app stops at start.
 */
const isStartUp = (id: string): boolean =>
  /[\\/]src[\\/](store[\\/](?:(?:session|cart|order|catalogue|dict)[\\/])?(store|persist|migrations|hooks|session|api-matchers|auth-slice|cart-slice|cart-sync|cart-types|lazy-slices|thunk|sign-in|sign-in-calls|order-send|order-send-model|submit-order|catalogue-slice|catalogue-snapshot|dict-slice|order-slice|tabs-sync|other-tab-session|without)|api[\\/](token-store|session-end|api-registry)|features[\\/]auth[\\/](startup-sign-in|line-sign-in)|line[\\/](init-line|line-client|line-errors)|domain[\\/](id|quantity|decimal|failure)|i18n[\\/](resources-zh-tw|locales[\\/]zh-TW[\\/](common|auth|shell|catalogue|cart|orders|guide))|components[\\/]app-alerts|app[\\/](start-app|start-in-browser|navigation-handle|recheck-pending-send))\.ts$/.test(
    id,
  );

/**
 * The libraries of the store and its calls that need no renderer: React's core and react-redux (RTK Query's hooks
 * import them), Redux, RTK, immer, reselect, redux-persist, and the helpers the build adds for class fields
 * (@oxc-project/runtime; left to the framework chunk they would make it and this one import each other). Start-up
 * (LINE, the store, the start-up sign-in) runs on them alone, so it must not wait for react-dom, MUI, emotion,
 * i18next and the router, four times their size.
 */
const isState = (id: string): boolean =>
  (!isApiClient(id) &&
    /(node_modules[\\/](react|react-redux|use-sync-external-store|redux|redux-thunk|@reduxjs[\\/]toolkit|immer|reselect|redux-persist)[\\/]|@oxc-project\+runtime)/.test(
      id,
    )) ||
  isStartUp(id);

/**
 * The small parts every screen shows or provides around itself (the header bar and the logo, icon buttons and icons,
 * the in-app alert and its context, LINE's context, i18next's options): the sign-in forms and home both load all of
 * them before their first render. Each was a chunk of its own (0.1-2 KB), so a request of its own on a slow line,
 * where each request costs about as much as a kilobyte more (docs/performance.md, "ninth sitting"); they travel as
 * one chunk instead.
 */
const isAroundEveryScreen = (id: string): boolean =>
  /[\\/]src[\\/](app[\\/]layout[\\/]header-bar|components[\\/](logo|app-alert-context)|line[\\/]line-context|i18n[\\/]i18n-options)\.tsx?$/.test(
    id,
  ) ||
  /node_modules[\\/]@mui[\\/]material[\\/](AppBar|Toolbar|IconButton|SvgIcon|Alert)[\\/]/.test(
    id,
  ) ||
  // The icons of MUI's Alert.
  /node_modules[\\/]@mui[\\/]material[\\/]internal[\\/]svg-icons[\\/](SuccessOutlined|ReportProblemOutlined|ErrorOutline|InfoOutlined|Close)\./.test(
    id,
  );

/**
 * What every signed-in screen shows above its content: the header with its menu, bell and cart badge, and the page
 * header with its breadcrumbs; with them the small hook that adds products to the cart from home, the guide and
 * /order. Seven chunks before (the header, the page header, MUI's Link, useMediaQuery, two icons, the hook and its
 * model), each a request on a home's first open; one now. The sign-in forms show none of it.
 */
const isSignedInFrame = (id: string): boolean =>
  /[\\/]src[\\/](app[\\/]layout[\\/](signed-in-header|header-actions|notification-bell|nav-items)|features[\\/]cart[\\/](cart-button|use-focus-retry)|store[\\/]cart[\\/](cart-selectors|cart-adds-model)|components[\\/]page-header|hooks[\\/]use-add-products-to-cart)\.tsx?$/.test(
    id,
  ) ||
  /node_modules[\\/]@mui[\\/](material[\\/](Badge|Breadcrumbs|Link|useMediaQuery)|system[\\/]useMediaQuery)[\\/]/.test(
    id,
  ) ||
  /node_modules[\\/]@mui[\\/](material[\\/]internal[\\/]svg-icons[\\/]MoreHoriz|icons-material[\\/](AccountCircle|ListAlt|LocalShipping|ReceiptLong|Menu|ShoppingCartOutlined|NotificationsNone|Storefront|PlaylistAddCheck))\./.test(
    id,
  );

export default defineConfig({
  plugins: [react(), checkTimeZone(), preloadStartupChunks()],
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
            {
              name: 'state',
              test: isState,
              // Only what isState names: what those modules import from the app (the config, the texts) stays where
              // the entry and the other screens reach it without this chunk.
              includeDependenciesRecursively: false,
            },
            {
              // The rest of what every screen needs before it can show anything (the renderer, the router, emotion
              // and MUI's styling core, i18next): one chunk instead of a dozen small shared ones, so it costs one
              // request and compresses as a whole. MUI's components stay out: each screen's chunk brings the ones it
              // shows. The store's libraries are in `state` above.
              name: 'framework',
              test: (id: string) =>
                (!isApiClient(id) &&
                  !isState(id) &&
                  /node_modules[\\/](react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@emotion|stylis|i18next|react-i18next|clsx|react-is|prop-types|@babel|hoist-non-react-statics|react-transition-group)[\\/]/.test(
                    id,
                  )) ||
                (/node_modules[\\/]@mui[\\/](system|styled-engine|utils|private-theming)[\\/]/.test(
                  id,
                ) &&
                  // Grid (/createorder) and useMediaQuery (signed-in header) go with the screens that use them.
                  !/[\\/]@mui[\\/]system[\\/](Grid|useMediaQuery)[\\/]/.test(id)) ||
                /node_modules[\\/]@mui[\\/]material[\\/](styles|utils|ButtonBase|Button|Typography|Box|Paper|CssBaseline|transitions|colors|zero-styled|DefaultPropsProvider)[\\/]/.test(
                  id,
                ) ||
                // The transition base every popup uses; the rest of internal/ (SwitchBase…) only some screens.
                /node_modules[\\/]@mui[\\/]material[\\/]internal[\\/]Transition\./.test(id),
            },
            {
              name: 'shell',
              test: isAroundEveryScreen,
              // Only the modules named: what they import (React, MUI's core, the store) stays in its own chunk.
              includeDependenciesRecursively: false,
            },
            {
              name: 'signed-in-frame',
              test: isSignedInFrame,
              includeDependenciesRecursively: false,
            },
            {
              // The cart's calls and the line rules they use, loaded at the sign-in's answer: one request, not three.
              name: 'cart-thunks',
              test: /[\\/]src[\\/]store[\\/]cart[\\/](cart-thunks|cart-send|cart-line|cart-merge)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // The API layer (RTK Query, axios): fetched with a screen that calls the server or the first call,
              // in one request. /login2 shows its form without it. The libraries it shares with the store (RTK's
              // core, immer, react-redux) stay in `state`.
              name: 'api-client',
              test: isApiClient,
              // Only the modules named above: their own imports (the config, the error type the store uses) stay
              // where the first chunk can reach them without this one.
              includeDependenciesRecursively: false,
            },
            {
              // The small parts that show a product on home, in the cart and on the guide (its price, weight, image,
              // and the hook that loads its price change): one chunk instead of nine of a few hundred bytes, each of
              // which costs a request and its own import header. /login2 uses none of them. Not product-image-src:
              // home's first calls (no React) import it, and from here they pulled the framework's download forward.
              name: 'product-parts',
              test: (id: string) =>
                /[\\/]src[\\/](domain[\\/](money|weight|sales-unit)|components[\\/](use-price-text|product-image|spinner|empty-state|error-with-retry)|hooks[\\/]use-price-changes)\.tsx?$/.test(
                  id,
                ),
              includeDependenciesRecursively: false,
            },
            {
              // What shows a price's change since an earlier day (docs/price-changes.md): the rule, the memory, the
              // badge and its texts, in one chunk that home loads after its first paint and the cart drawer and the
              // guide with their own code; one entry, not five, in each preload list.
              name: 'price-change',
              test: (id: string) =>
                /[\\/]src[\\/](domain[\\/](price-change|business-day)|hooks[\\/]price-memory|components[\\/]price-change-badge|i18n[\\/]locales[\\/]zh-TW[\\/]price-change)\.tsx?$/.test(
                  id,
                ),
              includeDependenciesRecursively: false,
            },
            {
              // An outlined text field's parts (the form control, its label, the input and its outline, the helper
              // text): /login2's fields and home's search box. One chunk for both, or the helper text that only
              // /login2 shows would travel as a request of its own.
              name: 'OutlinedInput',
              test: /node_modules[\\/]@mui[\\/]material[\\/](FormControl|FormLabel|InputLabel|InputBase|OutlinedInput|FormHelperText)[\\/]/,
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
