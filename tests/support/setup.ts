/**
 * Every vitest file (unit and integration): jest-dom matchers, clean browser storage between tests, no test may
 * print console.error (React act warnings, MUI prop warnings, MSW's unhandled requests): it fails instead, and every
 * test starts at the same moment of the business's night.
 */
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Routes are lazy chunks: on a loaded 2-core CI machine the first import of a screen can take longer than
// Testing Library's 1 s default. Waiting longer changes no assertion; a screen that never appears still fails.
configure({ asyncUtilTimeout: 5000 });

const originalError = console.error;
let errors: unknown[][] = [];

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

/**
 * The app's screens change with the hour: in the last half hour before the 06:00 cutoff a kept order's bar warns,
 * at 06:00 the earliest delivery date moves on a day. A suite that ran at the machine's own time would pass or fail
 * by the hour CI happens to run. So every test starts at 22:00 on a Friday in Taipei, seven hours before the cutoff,
 * and the clock runs on from there in real time; a test about the hour sets its own (vi.setSystemTime). Only Date is
 * faked: timers, MSW and Testing Library's waits run as ever. TEST_CLOCK (an ISO time) starts the suite at another
 * moment, to look for a test that silently needs the default one.
 */
const TEST_START = new Date(process.env.TEST_CLOCK ?? '2026-11-27T22:00:00+08:00');
if (Number.isNaN(TEST_START.getTime())) {
  throw new Error(`TEST_CLOCK is not a time: ${String(process.env.TEST_CLOCK)}`);
}

function startTheClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(TEST_START);
}

// Before the test file is loaded too: what it makes at its top (an expired token, yesterday's date) is made at the
// same moment as what its tests do.
startTheClock();

beforeEach(() => {
  startTheClock();
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    originalError(...args);
  };
});

afterEach(() => {
  vi.useRealTimers();
  console.error = originalError;
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
    clearCookies();
  }
  if (errors.length > 0) {
    const first = errors[0]?.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ') ?? '';
    throw new Error(`console.error was called ${errors.length} time(s); the first:\n${first}`);
  }
});
