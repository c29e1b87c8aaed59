import { defineConfig } from '@playwright/test';
import { productionBuildRun } from './tests/e2e/chromium';

// BUDGET_PORT lets a second checkout measure beside this one.
const port = Number(process.env.BUDGET_PORT ?? 4174);

/** The byte budgets (docs/performance.md), measured on a production build (mock API off, LINE's mock on). */
export default defineConfig({
  ...productionBuildRun(port, 'tests/budget', '**/*.spec.ts', 60_000),
  webServer: {
    command: `npx vite build --mode budget --outDir dist-budget && npx vite preview --mode budget --outDir dist-budget --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/login2`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
