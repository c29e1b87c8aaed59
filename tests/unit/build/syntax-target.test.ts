// @vitest-environment node
import { findUnsupportedSyntax } from '../../../scripts/syntax-target.mjs';

const features = (code: string): string[] => findUnsupportedSyntax(code).map((f) => f.feature);

describe('syntax Chrome 87 or Safari 14 lacks is reported by name', () => {
  test.each([
    ['class static initialization block', 'class A { static { init(); } }'],
    ['static class field', 'class A { static b = 2; }'],
    ['private class field', 'class A { #c = 3; }'],
    ['private static class field', 'class A { static #d; }'],
    ['private method', 'class A { #m() {} }'],
    ['private accessor', 'class A { get #g() { return 1; } }'],
    ['private brand check (#x in obj)', 'class A { #c; has(o) { return #c in o; } }'],
    ['top-level await', 'await load();'],
    ['top-level await (for await)', 'for await (const x of y) use(x);'],
    ['RegExp match indices flag (d)', 'const r = /a+/d;'],
    ['RegExp unicode sets flag (v)', 'const r = /[\\p{L}--\\p{Ll}]/v;'],
    ['RegExp lookbehind assertion', 'const r = /(?<=\\$)\\d+/;'],
    ['RegExp lookbehind assertion', 'const r = /(?<!x)y/;'],
    ['RegExp lookbehind assertion in RegExp()', "const r = new RegExp('(?<!x)y');"],
    ['RegExp duplicate named capture groups', 'const r = /(?<y>a)|(?<y>b)/;'],
    ['RegExp modifiers', 'const r = /(?i:a)b/;'],
    ['export * as ns from', "export * as ns from './n.js';"],
    ['arbitrary module namespace name', 'const x = 1; export { x as "a-b" };'],
    ['import attributes', "import j from './j.json' with { type: 'json' };"],
    ['import attributes', "const j = import('./j.json', { with: { type: 'json' } });"],
    ['using declaration', 'using h = open();'],
    ['spread arguments in an optional call (V8 bug before Chrome 91)', 'a?.b(...args);'],
  ])('%s: %s', (feature, code) => {
    expect(features(code)).toContain(feature);
  });

  test('each use is located by 1-based line and column', () => {
    expect(findUnsupportedSyntax('const a = 1;\nclass B {\n  static c = 2;\n}\n')).toEqual([
      { line: 3, column: 3, feature: 'static class field' },
    ]);
  });

  test('code that does not parse is reported, not passed', () => {
    expect(features('let x = ;')[0]).toMatch(/^parse error: /);
  });
});

describe('what Chrome 87 and Safari 14 both run passes', () => {
  test('ES2020: optional chaining, ??, BigInt, dynamic import, import.meta, export * from', () => {
    const code = [
      "export * from './all.js';",
      'const a = b?.c?.[d]?.(e) ?? 1n;',
      'const url = import.meta.url;',
      "const load = () => import('./x.js');",
      'const re = /(?<year>\\d{4})-\\k<year>(?=a)(?!b)[(?<=]\\(?<=/gsuy;',
      'const { p, ...rest } = obj;',
      'try { p(); } catch { rest(); }',
      'async function* g(w) { for await (const v of w) yield await v; }',
    ].join('\n');
    expect(findUnsupportedSyntax(code)).toEqual([]);
  });

  test('ES2021 they support: logical assignment, numeric separators; public instance fields', () => {
    const code = [
      'let x, y, z;',
      'x ||= 1; y &&= 2; z ??= 3;',
      'const n = 1_000_000;',
      'class C { field = 1; static method() {} m(...a) { return f(...a); } }',
      'async function f() { await x; }',
      'class D { field = async () => { await x; }; }',
    ].join('\n');
    expect(findUnsupportedSyntax(code)).toEqual([]);
  });
});
