#!/usr/bin/env node
/**
 * A tiny static server for a built app that compresses like a real one (gzip), for `npm run bench`: `vite preview`
 * sends uncompressed files, which would make the timings worse than a buyer's. Unknown paths get index.html (the
 * router's client-side routes). Usage: node scripts/serve-gzip.mjs <dir> <port>
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import contentTypes from './content-types.json' with { type: 'json' };

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? 4176);

// The content types and what is gzipped, shared with the open bench's server (tests/bench/bench-server.ts).
const TYPES = contentTypes.types;
const COMPRESSIBLE = new Set(contentTypes.compressible);
const cache = new Map();

async function fileFor(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  if (candidate.startsWith(root)) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  // A client-side route (or a missing asset, which then fails visibly as HTML).
  return join(root, 'index.html');
}

createServer(async (req, res) => {
  try {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = await fileFor(pathname);
    const ext = extname(file);
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const key = `${file}|${gzip}`;
    let body = cache.get(key);
    if (body === undefined) {
      const raw = await readFile(file);
      body = gzip ? gzipSync(raw, { level: 6 }) : raw;
      cache.set(key, body);
    }
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
}).listen(port, '127.0.0.1', () => {
  console.log(`serving ${root} with gzip on http://127.0.0.1:${port}`);
});
