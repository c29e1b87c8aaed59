// @vitest-environment node
/**
 * The bundle's groups place the app's own code by where it is imported, never by how many files import it
 * (vite.config.ts, docs/architecture.md "The bundle follows the folders"). Checked on a real build: what the frame and
 * the screens build on is in the shell; a piece only the parts of screens use travels with those parts.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import config from '../../../vite.config';

const root = join(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const groups = (): Rolldown.CodeSplittingGroup[] => {
  const output = config.build?.rolldownOptions?.output;
  const splitting = (Array.isArray(output) ? output[0] : output)?.codeSplitting;
  return typeof splitting === 'object' ? (splitting.groups ?? []) : [];
};

test('no group that counts its importers can take a file of src', () => {
  const counted = groups().filter((group) => (group.minShareCount ?? 1) > 1);
  // The one such group today is MUI's (its components that most screens show): packages, not the app's code.
  expect(counted.map((group) => group.name)).toEqual(['mui']);
  const sources = filesUnder(join(root, 'src'));
  expect(sources.length).toBeGreaterThan(100);
  for (const group of counted) {
    const { test: matches } = group;
    const takes = (id: string): boolean => {
      if (matches === undefined) return true;
      if (typeof matches === 'string') return id.includes(matches);
      return matches instanceof RegExp ? matches.test(id) : Boolean(matches(id));
    };
    expect(sources.filter(takes).map((id) => relative(root, id))).toEqual([]);
  }
});

test('on a build, the shell holds what the frame and the screens build on, not the pieces of their parts', async () => {
  // As `vite build` runs: vitest's own NODE_ENV (test) would make a development build, mocks and all.
  vi.stubEnv('NODE_ENV', 'production');
  const chunkOf = new Map<string, string>();
  const record: Plugin = {
    name: 'record-chunks',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const id of Object.keys(chunk.modules)) chunkOf.set(relative(root, id), chunk.name);
    },
  };
  const outDir = mkdtempSync(join(tmpdir(), 'code-splitting-'));
  try {
    await build({
      mode: 'budget',
      logLevel: 'silent',
      plugins: [record],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  // Every screen's header and states, the sign-in forms' field, the texts' plumbing: the first screens' own.
  for (const piece of [
    'src/components/page-header.tsx',
    'src/components/error-with-retry.tsx',
    'src/components/outlined-field.tsx',
    'src/i18n/add-texts.ts',
    'src/line/line-context.tsx',
  ])
    expect(chunkOf.get(piece), piece).toBe('shell');
  // The stepper is used by four parts (home's add dialog, the cart drawer's rows, the guide's rows, 各店訂購's
  // cells) and by no screen itself: it travels with them, not onto every first screen.
  expect(chunkOf.get('src/components/quantity-stepper.tsx')).not.toBe('shell');
  expect(chunkOf.get('src/components/use-quantity-entry.ts')).not.toBe('shell');
  // LINE's messages go with the screens that send one.
  expect(chunkOf.get('src/line/messages/flex-card.ts')).not.toBe('shell');
}, 120000);
