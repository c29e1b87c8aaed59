/**
 * A Vite plugin: index.html asks for LINE's chunk (the real LIFF SDK, or its mock in a mock-LINE build) and the
 * chunks it imports with `<link rel="modulepreload">`. Boot imports that chunk dynamically, so without this the
 * browser would only discover it once the framework chunk had downloaded and run: on a slow phone network that is
 * a second round of downloads before LINE can start. With it, both download side by side.
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk =>
  output?.type === 'chunk';

/** The chunk whose entry module is `moduleSuffix`, and every chunk it imports statically, in load order. */
export function chunkFilesOf(bundle: OutputBundle, moduleSuffix: string): string[] {
  const entry = Object.values(bundle).find(
    (output) =>
      isChunk(output) &&
      output.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix) === true,
  );
  if (!isChunk(entry)) return [];
  const files: string[] = [];
  const visit = (chunk: OutputChunk) => {
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (isChunk(imported) && !files.includes(file)) {
        visit(imported);
        files.push(file);
      }
    }
  };
  visit(entry);
  files.push(entry.fileName);
  return files;
}

export function preloadLineChunk(): Plugin {
  let lineModule = 'src/line/liff-real.ts';
  let base = '/';
  return {
    name: 'preload-line-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      // The same switch init-line.ts reads: a mock-LINE build loads the mock instead of the SDK.
      if (config.env.VITE_LIFF_MOCK === 'true') lineModule = 'src/line/liff-mock.ts';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.bundle === undefined) return [];
        const files = chunkFilesOf(context.bundle, lineModule);
        if (files.length === 0) this.warn(`no chunk for ${lineModule}: LINE is not preloaded`);
        // The entry and what it imports are named in the page already.
        return files
          .filter((file) => !html.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
