/**
 * Every vitest file (unit and integration): jest-dom matchers, clean browser storage between tests, and no test
 * may print console.error (React act warnings, MUI prop warnings, MSW's unhandled requests): it fails instead.
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

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    originalError(...args);
  };
});

afterEach(() => {
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
