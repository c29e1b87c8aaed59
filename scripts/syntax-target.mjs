// Which syntax the buyers' browsers cannot parse: Android System WebView (Chrome 87+) and LINE's WKWebView on iOS
// (Safari 14+), the build.target of vite.config.ts. Both run all of ES2020 except `export * as ns` (Safari 14.1),
// plus logical assignment (Chrome 85, Safari 14), numeric separators (Chrome 75, Safari 13) and public instance class
// fields (Chrome 72, Safari 14). Everything reported below is newer than one of them; Safari 14 is the binding one.
//
// Sources, version first supported:
// - esbuild's compat table (internal/compat/js_table.go, generated from compat-table and MDN), which Vite's target
//   names follow: ClassStaticField, ClassPrivateField/StaticField, ExportStarAs, ArbitraryModuleNamespaceNames:
//   Safari 14.1 (iOS 14.5); ClassPrivateMethod/Accessor, ClassPrivateBrandCheck, TopLevelAwait, RegexpMatchIndices:
//   Safari 15; ClassStaticBlocks, RegexpLookbehindAssertions: Safari 16.4; ImportAttributes: Chrome 123, Safari 17.2;
//   Decorators, Using: no browser. ClassField (public instance), LogicalAssignment, Bigint: Safari 14 (supported).
// - MDN browser-compat-data javascript/classes.json: public class fields Safari 14 "partial: doesn't support public
//   static fields" (WebKit bug 194095), static class fields and private class fields Safari 14.1 (iOS 14.5).
// - @babel/compat-data data/plugins.json and plugin-bugfixes.json: transform-unicode-sets-regex (v flag) Chrome 112,
//   Safari 17; transform-duplicate-named-capturing-groups-regex Chrome 126, Safari 17.4; transform-regexp-modifiers
//   Chrome 125, no Safari; bugfix/transform-v8-spread-parameters-in-optional-chaining Chrome 91 (V8 bug 11558).
//
// Parsed with Vite's own parser (Rolldown's Oxc, ESTree output), so whatever the bundler can emit, this can read.
import { parseSync } from 'vite';

/** @typedef {{ line: number, column: number, feature: string }} SyntaxFinding */

/**
 * The features a regular expression's pattern and flags use that the targets lack.
 * @param {string} pattern
 * @param {string} flags
 * @returns {string[]}
 */
export function unsupportedRegExpFeatures(pattern, flags) {
  const found = new Set();
  if (flags.includes('d')) found.add('RegExp match indices flag (d)');
  if (flags.includes('v')) found.add('RegExp unicode sets flag (v)');
  const groupNames = new Set();
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(' && pattern[i + 1] === '?') {
      const rest = pattern.slice(i + 2);
      if (rest.startsWith('<=') || rest.startsWith('<!')) {
        found.add('RegExp lookbehind assertion');
      } else if (rest.startsWith('<')) {
        const name = /^<([^>]+)>/.exec(rest)?.[1];
        if (name !== undefined) {
          if (groupNames.has(name)) found.add('RegExp duplicate named capture groups');
          groupNames.add(name);
        }
      } else if (/^(?:[ims]+(?:-[ims]*)?|-[ims]+):/.test(rest)) {
        found.add('RegExp modifiers');
      }
    }
  }
  return [...found];
}

/** @param {unknown} value @returns {value is { type: string, start: number, [key: string]: any }} */
const isNode = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (/** @type {{ type?: unknown }} */ (value).type) === 'string';

/** @param {any} node @returns {boolean} */
const isFunction = (node) =>
  node.type === 'FunctionDeclaration' ||
  node.type === 'FunctionExpression' ||
  node.type === 'ArrowFunctionExpression';

/** @param {any} node @returns {boolean} module export/import names written as strings (`export { a as "a-b" }`) */
const hasStringModuleName = (node) =>
  (node.specifiers ?? []).some(
    (/** @type {any} */ s) =>
      s.imported?.type === 'Literal' ||
      s.exported?.type === 'Literal' ||
      (node.type === 'ExportNamedDeclaration' && node.source && s.local?.type === 'Literal'),
  ) || node.exported?.type === 'Literal';

/**
 * Every use, in an ES module's source, of syntax that Chrome 87 or Safari 14 cannot run. Line and column are 1-based.
 * Code that does not parse is reported too, as `parse error: …`.
 * @param {string} code
 * @returns {SyntaxFinding[]}
 */
export function findUnsupportedSyntax(code) {
  /** @type {SyntaxFinding[]} */
  const findings = [];
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  /** @param {number} offset @param {string} feature */
  const report = (offset, feature) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (/** @type {number} */ (lineStarts[mid]) <= offset) lo = mid;
      else hi = mid - 1;
    }
    findings.push({
      line: lo + 1,
      column: offset - /** @type {number} */ (lineStarts[lo]) + 1,
      feature,
    });
  };

  const { program, errors } = parseSync('chunk.js', code, { sourceType: 'module', lang: 'js' });
  for (const error of errors) report(error.labels[0]?.start ?? 0, `parse error: ${error.message}`);
  if (errors.length > 0) return findings;

  /** @param {any} node @param {number} functionDepth */
  const visit = (node, functionDepth) => {
    switch (node.type) {
      case 'StaticBlock':
        report(node.start, 'class static initialization block');
        break;
      case 'PropertyDefinition':
        if (node.key.type === 'PrivateIdentifier')
          report(node.start, node.static ? 'private static class field' : 'private class field');
        else if (node.static) report(node.start, 'static class field');
        break;
      case 'MethodDefinition':
        if (node.key.type === 'PrivateIdentifier')
          report(node.start, node.kind === 'method' ? 'private method' : 'private accessor');
        break;
      case 'AccessorProperty':
        report(node.start, 'class auto-accessor (accessor keyword)');
        break;
      case 'Decorator':
        report(node.start, 'decorator');
        break;
      case 'BinaryExpression':
        if (node.operator === 'in' && node.left.type === 'PrivateIdentifier')
          report(node.start, 'private brand check (#x in obj)');
        break;
      case 'AwaitExpression':
        if (functionDepth === 0) report(node.start, 'top-level await');
        break;
      case 'ForOfStatement':
        if (node.await && functionDepth === 0) report(node.start, 'top-level await (for await)');
        break;
      case 'VariableDeclaration':
        if (node.kind === 'using' || node.kind === 'await using')
          report(node.start, `${node.kind} declaration`);
        break;
      case 'ExportAllDeclaration':
        if (node.exported) report(node.start, 'export * as ns from');
      // falls through: attributes and string names apply to every module declaration
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
        if ((node.attributes ?? []).length > 0) report(node.start, 'import attributes');
        if (node.phase) report(node.start, `import ${node.phase}`);
        if (hasStringModuleName(node)) report(node.start, 'arbitrary module namespace name');
        break;
      case 'ImportExpression':
        if (node.options) report(node.start, 'import attributes');
        if (node.phase) report(node.start, `import.${node.phase}()`);
        break;
      case 'Literal':
        if (node.regex)
          for (const f of unsupportedRegExpFeatures(node.regex.pattern, node.regex.flags))
            report(node.start, f);
        break;
      case 'NewExpression':
      case 'CallExpression': {
        // RegExp("…") with a lookbehind throws when it runs rather than when the chunk loads; still a bug.
        const [pattern, flags] = node.arguments;
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'RegExp' &&
          pattern?.type === 'Literal' &&
          typeof pattern.value === 'string'
        ) {
          const f = flags?.type === 'Literal' && typeof flags.value === 'string' ? flags.value : '';
          for (const feature of unsupportedRegExpFeatures(pattern.value, f))
            report(node.start, `${feature} in RegExp()`);
        }
        if (
          node.type === 'CallExpression' &&
          (node.optional || node.callee.optional) &&
          node.arguments.some((/** @type {any} */ a) => a.type === 'SpreadElement')
        )
          report(node.start, 'spread arguments in an optional call (V8 bug before Chrome 91)');
        break;
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      // Field initializers and static blocks run as functions, so `await` in them is not top-level.
      const depth =
        isFunction(node) ||
        node.type === 'StaticBlock' ||
        (node.type === 'PropertyDefinition' && key === 'value')
          ? functionDepth + 1
          : functionDepth;
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) visit(child, depth);
      } else if (isNode(value)) {
        visit(value, depth);
      }
    }
  };
  visit(program, 0);
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}
