// Fails when a built chunk uses syntax newer than Chrome 87 and Safari 14 both run (see syntax-target.mjs for the
// feature list and its sources). Usage: node scripts/check-syntax-target.mjs [outDir], outDir defaulting to dist;
// it reads every .js under <outDir>/assets.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findUnsupportedSyntax } from './syntax-target.mjs';

const outDir = process.argv[2] ?? 'dist';
const assets = join(outDir, 'assets');

/** @param {string} dir @returns {string[]} */
const jsFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });

if (!statSync(assets, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`check-syntax-target: ${assets} is not a directory; build first.`);
  process.exit(1);
}
const files = jsFiles(assets);
if (files.length === 0) {
  console.error(`check-syntax-target: no .js files under ${assets}.`);
  process.exit(1);
}

let failures = 0;
for (const file of files) {
  for (const { line, column, feature } of findUnsupportedSyntax(readFileSync(file, 'utf8'))) {
    console.error(`${relative(process.cwd(), file)}:${line}:${column}  ${feature}`);
    failures++;
  }
}
if (failures > 0) {
  console.error(
    `check-syntax-target: ${failures} use(s) of syntax Chrome 87 / Safari 14 lack, in ${outDir}.`,
  );
  process.exit(1);
}
console.log(`check-syntax-target: ${files.length} files in ${assets} fit Chrome 87 and Safari 14.`);
