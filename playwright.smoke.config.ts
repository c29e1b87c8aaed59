import { defineConfig } from '@playwright/test';
import { productionBuildRun } from './tests/e2e/chromium';

// SMOKE_PORT lets a second checkout run its own nginx beside this one.
const port = Number(process.env.SMOKE_PORT ?? 4175);

/**
 * The deployment smoke test: the production build (mock API off, LINE's mock on) served by Debian's nginx with the
 * repo's deploy/nginx configuration; the API is answered by Playwright routes.
 */
export default defineConfig({
  ...productionBuildRun(port, 'tests/smoke', '**/*.spec.ts', 30_000),
  webServer: {
    command: `npx vite build --mode budget --outDir dist-smoke && bash scripts/serve-nginx.sh dist-smoke ${port}`,
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM lets the script stop nginx and remove its copy of the build.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
