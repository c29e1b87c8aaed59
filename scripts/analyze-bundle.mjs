#!/usr/bin/env node
/**
 * Where the bytes of a build go: for every .js chunk, its level-9 gzip size and the share of each package (or app
 * folder) in it, attributed from the source map (each module's rendered length, found by mapping generated
 * positions back to sources). Usage:
 *   npx vite build --mode budget --outDir /tmp/analyze --sourcemap && node scripts/analyze-bundle.mjs /tmp/analyze [filter]
 * The per-package figures are raw (uncompressed) bytes scaled to the chunk's gzip size: a guide, not an invoice.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const filter = process.argv[3];
const assets = join(dir, 'assets');

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const b64 = new Map([...B64].map((c, i) => [c, i]));

/** Decodes a VLQ mappings string into [line][segments of [genCol, srcIdx]]. */
function decode(mappings) {
  const lines = [];
  let srcIdx = 0;
  for (const line of mappings.split(';')) {
    const segs = [];
    let genCol = 0;
    for (const seg of line.split(',')) {
      if (seg === '') continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = b64.get(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      genCol += values[0];
      if (values.length > 1) srcIdx += values[1];
      segs.push([genCol, values.length > 1 ? srcIdx : -1]);
    }
    lines.push(segs);
  }
  return lines;
}

/** A package name (scoped included) or the app folder a source path belongs to. */
function owner(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = source.slice(at + 13).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const rest = parts.slice(parts[0].startsWith('@') ? 2 : 1);
    // MUI is big: show which part of it.
    if (name === '@mui/material' || name === '@mui/system') return `${name}/${rest[0]}`;
    return name;
  }
  const src = source.indexOf('src/');
  if (src >= 0) return source.slice(src).split('/').slice(0, 3).join('/');
  return source;
}

const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
let total = 0;
for (const file of files.sort()) {
  if (filter && !file.includes(filter)) continue;
  const code = readFileSync(join(assets, file), 'utf8');
  const gz = gzipSync(code, { level: 9 }).length;
  total += gz;
  const mapPath = join(assets, `${file}.map`);
  console.log(
    `\n${(gz / 1024).toFixed(1).padStart(7)} KB gzip  ${file}  (${(code.length / 1024).toFixed(0)} KB raw)`,
  );
  if (!existsSync(mapPath)) continue;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const codeLines = code.split('\n');
  const bytes = new Map();
  decode(map.mappings).forEach((segs, li) => {
    const lineLength = codeLines[li]?.length ?? 0;
    segs.forEach(([col, src], si) => {
      const end = si + 1 < segs.length ? segs[si + 1][0] : lineLength;
      const key = src >= 0 ? owner(map.sources[src]) : '(unmapped)';
      bytes.set(key, (bytes.get(key) ?? 0) + Math.max(0, end - col));
    });
  });
  const sum = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
  [...bytes.entries()]
    .sort((a, b) => b[1] - a[1])
    .filter(([, b]) => b / sum > 0.01)
    .forEach(([key, b]) =>
      console.log(`  ${(((b / sum) * gz) / 1024).toFixed(1).padStart(6)} KB  ${key}`),
    );
}
console.log(`\nTotal ${(total / 1024).toFixed(1)} KB gzip`);
