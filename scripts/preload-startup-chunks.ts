/**
 * A Vite plugin: index.html asks for the start-up chunks with `<link rel="modulepreload">`: those of
 * start-in-browser.ts (the store and the start-up sign-in) and LINE's (the real LIFF SDK, or its mock in a mock-LINE
 * build). The entry imports start-in-browser and it imports LINE dynamically, so without this the browser would
 * discover each only once the code before it had downloaded and run: on a slow phone network, rounds of downloads
 * one after another. Boot and the framework are not named here: the entry asks for them itself (main.tsx), on a first
 * open a step after these and on a reopen with the stored home on screen once the store is ready, and index.html is
 * the same for the sign-in forms, which need neither the API layer nor home's code.
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk =>
  output?.type === 'chunk';

/**
 * The chunk that holds the module `moduleSuffix` (its own chunk, or a group such as vite.config.ts's `start`), and
 * every chunk it imports statically, in load order.
 */
export function chunkFilesOf(bundle: OutputBundle, moduleSuffix: string): string[] {
  const entry = Object.values(bundle).find(
    (output) =>
      isChunk(output) &&
      output.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(moduleSuffix)),
  );
  if (!isChunk(entry)) return [];
  const files: string[] = [];
  // Chunks may import each other in a cycle: each is visited once.
  const seen = new Set<string>([entry.fileName]);
  const visit = (chunk: OutputChunk) => {
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (isChunk(imported) && !seen.has(file)) {
        seen.add(file);
        visit(imported);
        files.push(file);
      }
    }
  };
  visit(entry);
  files.push(entry.fileName);
  return files;
}

export function preloadStartupChunks(): Plugin {
  let lineModule = 'src/line/liff-real.ts';
  let base = '/';
  return {
    name: 'preload-startup-chunks',
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
        const files: string[] = [];
        for (const module of ['src/start/start-in-browser.ts', lineModule]) {
          const chunks = chunkFilesOf(context.bundle, module);
          if (chunks.length === 0) this.warn(`no chunk for ${module}: it is not preloaded`);
          files.push(...chunks.filter((file) => !files.includes(file)));
        }
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
