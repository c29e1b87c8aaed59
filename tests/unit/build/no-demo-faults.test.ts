// @vitest-environment node
/**
 * The demo's fault switch never ships: a production build carries none of its code or words, while the demo build,
 * built the same way, does (so the check can tell).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/** The switch's words (features/demo texts, the demo backend's bar) and its storage key. */
const TRACES = [
  '故障開關',
  '恢復網路',
  '示範：手機離線中',
  'sorting-app:demo-fault',
  'slowCommitAfterLost',
];

afterEach(() => {
  vi.unstubAllEnvs();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(js|html|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function tracesIn(mode: string): Promise<string[]> {
  const outDir = mkdtempSync(join(tmpdir(), `faults-${mode}-`));
  try {
    await build({ mode, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const text = filesUnder(outDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    return TRACES.filter((trace) => text.includes(trace));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

test('the production build has no trace of the fault switch; the demo build has every one', async () => {
  // As `vite build` runs: vitest's own NODE_ENV (test) would make a development build, mocks and all.
  vi.stubEnv('NODE_ENV', 'production');
  expect(await tracesIn('production')).toEqual([]);
  expect(await tracesIn('demo')).toEqual(TRACES);
}, 120000);
