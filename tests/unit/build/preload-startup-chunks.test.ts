// @vitest-environment node
import type { OutputBundle } from 'rolldown';
import { chunkFilesOf } from '../../../scripts/preload-startup-chunks';

/** A bundle as rolldown hands it to the plugin: only the fields the plugin reads. */
function bundleOf(
  chunks: { fileName: string; facade?: string; modules?: string[]; imports?: string[] }[],
) {
  return Object.fromEntries(
    chunks.map(({ fileName, facade, modules = [], imports = [] }) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        facadeModuleId: facade ?? null,
        moduleIds: facade === undefined ? modules : [...modules, facade],
        imports,
      },
    ]),
  ) as unknown as OutputBundle;
}

test("LINE's chunk comes after every chunk it imports, each named once", () => {
  const bundle = bundleOf([
    { fileName: 'assets/index.js', facade: '/app/index.html', imports: ['assets/framework.js'] },
    { fileName: 'assets/framework.js' },
    { fileName: 'assets/core.js', imports: ['assets/framework.js'] },
    {
      fileName: 'assets/liff-mock.js',
      facade: '/app/src/line/liff-mock.ts',
      imports: ['assets/core.js', 'assets/framework.js'],
    },
    { fileName: 'assets/liff-real.js', facade: '/app/src/line/liff-real.ts' },
  ]);

  expect(chunkFilesOf(bundle, 'src/line/liff-mock.ts')).toEqual([
    'assets/framework.js',
    'assets/core.js',
    'assets/liff-mock.js',
  ]);
  expect(chunkFilesOf(bundle, 'src/line/liff-real.ts')).toEqual(['assets/liff-real.js']);
});

test('chunks that import each other in a cycle are each named once', () => {
  const bundle = bundleOf([
    { fileName: 'assets/a.js', imports: ['assets/b.js'] },
    { fileName: 'assets/b.js', imports: ['assets/a.js'] },
    { fileName: 'assets/boot.js', facade: '/app/src/app/boot.tsx', imports: ['assets/a.js'] },
  ]);
  expect(chunkFilesOf(bundle, 'src/app/boot.tsx')).toEqual([
    'assets/b.js',
    'assets/a.js',
    'assets/boot.js',
  ]);
});

test('a build without that module preloads nothing', () => {
  expect(
    chunkFilesOf(bundleOf([{ fileName: 'assets/index.js' }]), 'src/line/liff-real.ts'),
  ).toEqual([]);
});

test('a module inside a group chunk is preloaded with that chunk and what it imports', () => {
  const bundle = bundleOf([
    { fileName: 'assets/index.js', facade: '/app/src/main.tsx' },
    {
      fileName: 'assets/state.js',
      modules: ['/app/node_modules/redux/dist/redux.mjs', '/app/src/app/start-in-browser.ts'],
      imports: ['assets/index.js', 'assets/texts.js'],
    },
    { fileName: 'assets/texts.js' },
    { fileName: 'assets/framework.js', imports: ['assets/state.js'] },
  ]);
  expect(chunkFilesOf(bundle, 'src/app/start-in-browser.ts')).toEqual([
    'assets/index.js',
    'assets/texts.js',
    'assets/state.js',
  ]);
});
