/** redux-persist logs each failed write in development builds (never in production): expected here, nothing else. */
export function expectPersistWriteLogs(): void {
  const failOnOthers = console.error;
  // The test setup puts its own console.error back after the test.
  console.error = (...args: unknown[]) => {
    if (args[0] === 'Error storing data') return;
    failOnOthers(...args);
  };
}
