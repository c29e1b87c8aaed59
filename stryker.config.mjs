// Mutation testing (docs/tooling.md, "Mutation testing"): `npm run test:mutation`, by hand, about 50 minutes.
// Stryker changes the rules where a wrong answer costs money, one small change (a mutant) at a time, and runs their
// unit tests against each: a mutant no test notices is an answer the tests let go wrong.
//
// The one list of what is mutated and which tests judge it. vitest.stryker.config.mjs reads `rules` from here, so a
// file that moves is moved here only: its source pattern under `mutate`, its unit tests under `tests`.

/** Each group: the rules it mutates and the unit tests that pin them (every unit test that imports one of them). */
export const rules = [
  {
    name: 'domain: money, weight, quantity, dates, formats',
    mutate: ['src/domain/**/*.ts'],
    tests: [
      'tests/unit/domain/**/*.test.ts',
      // Tests of other folders that call the domain's rules directly (grep for `domain/` under tests/unit).
      'tests/unit/cart/cart-line.test.ts',
      'tests/unit/store/order-guide.test.ts',
      'tests/unit/mocks/seed.test.ts',
      'tests/unit/mocks/price-memory-seed.test.ts',
      // The landed rule is reached through the order send's tests too.
      'tests/unit/checkout/order-check.test.ts',
      'tests/unit/checkout/order-send.test.ts',
    ],
  },
  {
    name: 'the order send: the order check and the send, top to bottom',
    mutate: [
      'src/features/checkout/order-check.ts',
      'src/features/checkout/order-send.ts',
      'src/features/checkout/kept-order-sends.ts',
      'src/features/checkout/kept-order.ts',
    ],
    tests: [
      'tests/unit/checkout/order-check.test.ts',
      'tests/unit/checkout/order-send.test.ts',
      'tests/unit/checkout/kept-order-send.test.ts',
      'tests/unit/checkout/kept-order.test.ts',
      'tests/unit/checkout/kept-order-sends.test.ts',
      // The kept order's send cut short (a reload, a dropped connection, another tab, the cutoff, full storage).
      'tests/unit/checkout/kept-order-cut-short.test.ts',
      // The same sends call by call: a whole watch or one look, a found order not asked again, the waits.
      'tests/unit/checkout/kept-order-send-steps.test.ts',
    ],
  },
  {
    // A tap on home's stored copy, done on the live home: it must only open, once, and only on home (an add or a send
    // the buyer did not ask for is a wrong order).
    name: 'the carried tap: kept on the copy, done once on the live home, an add that waits for the list',
    mutate: [
      'src/stored-home/carried-tap.ts',
      'src/app/carry-over-tap.ts',
      'src/app/carried-add.ts',
      'src/app/carry-over-tap-in-app.ts',
    ],
    tests: [
      'tests/unit/app/carried-tap.test.ts',
      'tests/unit/app/carry-over-tap-in-app.test.ts',
      // The copy painted from storage listens for taps (paint-stored-home.ts).
      'tests/unit/app/stored-home.test.ts',
    ],
  },
  {
    name: "各店訂購's pass: one order per shop, and the pass as stored",
    mutate: ['src/features/every-shop/send-pass.ts', 'src/store/order/every-shop-pass.ts'],
    tests: [
      'tests/unit/every-shop/send-pass.test.ts',
      'tests/unit/every-shop/every-shop-pass.test.ts',
      // The pass's reader is reached through readOrder too.
      'tests/unit/checkout/order-persist.test.ts',
    ],
  },
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: rules.flatMap((r) => r.mutate),
  testRunner: 'vitest',
  // `related` (vitest's own search, which follows dynamic imports too): a mutant in a file's top-level code, which
  // no single test can be said to reach, runs only the test files that import that file, not all of them.
  vitest: { configFile: 'vitest.stryker.config.mjs', related: true },
  // Each mutant runs only the tests that reached it in the first, unchanged run.
  coverageAnalysis: 'perTest',
  // One test runner: a 2-core machine, and other test runs may share it.
  concurrency: 1,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // No break threshold: the run reports, it never fails a build.
  thresholds: { high: 90, low: 80, break: null },
};
