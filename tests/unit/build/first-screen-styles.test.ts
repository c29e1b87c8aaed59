import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import {
  firstScreenStyles,
  namesInRule,
  styleElementOf,
  stylesOf,
} from '../../../scripts/first-screen-styles';

describe('the names a captured rule carries', () => {
  test.each([
    ['.css-1qgrn18{border:0;}', ['1qgrn18']],
    ['@media (forced-colors: active){.css-mj7h4n{border:1px solid ButtonBorder;}}', ['mj7h4n']],
    [
      'label[data-shrink=false]+.MuiInputBase-formControl .css-1r9zhp::-webkit-input-placeholder{opacity:0!important;}',
      ['1r9zhp'],
    ],
    ['.css-yzf5m9:hover .MuiOutlinedInput-notchedOutline{border-color:#000;}', ['yzf5m9']],
    ['@keyframes animation-61bdi0{0%{opacity:0;}100%{opacity:1;}}', ['animation-61bdi0']],
    ['@-webkit-keyframes animation-61bdi0{0%{opacity:0;}}', ['animation-61bdi0']],
    ['html{box-sizing:border-box;}', []],
  ])('%s', (rule, names) => {
    expect(namesInRule(rule)).toEqual(names);
  });
});

test('a capture keeps its rules in order and names each style once', () => {
  const rules = [
    '.css-a1{color:red;}',
    '.css-a1:hover{color:blue;}',
    '@keyframes animation-k9{0%{opacity:0;}}',
    '.css-b2{margin:0;}',
  ];
  expect(stylesOf(rules)).toEqual({ names: ['a1', 'animation-k9', 'b2'], rules });
});

test("index.html's element is emotion's hydration markup for its default cache", () => {
  expect(
    styleElementOf({ names: ['a1', 'b2'], rules: ['.css-a1{color:red;}', '.css-b2{margin:0;}'] }),
  ).toEqual({
    attrs: { 'data-emotion': 'css a1 b2' },
    css: '.css-a1{color:red;}.css-b2{margin:0;}',
  });
});

test('a rule that would end the style element early is refused', () => {
  expect(() =>
    styleElementOf({ names: ['a1'], rules: ['.css-a1::after{content:"</style><script>";}'] }),
  ).toThrow('</style');
});

describe('the build plugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'first-screen-styles-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const transform = (styles: unknown) => {
    const file = join(dir, 'styles.json');
    writeFileSync(file, JSON.stringify(styles));
    const hook = firstScreenStyles(file).transformIndexHtml;
    if (typeof hook !== 'function') throw new Error('no transformIndexHtml function');
    return (hook as (html: string) => unknown)('<html></html>');
  };

  test('puts the captured rules at the end of index.html, after the splash and the preload links', () => {
    expect(transform({ names: ['a1'], rules: ['.css-a1{color:red;}'] })).toEqual([
      {
        tag: 'style',
        attrs: { 'data-emotion': 'css a1' },
        children: '.css-a1{color:red;}',
        injectTo: 'body',
      },
    ]);
  });

  test('adds nothing when nothing was captured', () => {
    expect(transform({ names: [], rules: [] })).toEqual([]);
  });

  test('runs for builds only: the dev server labels its styles, so their names differ', () => {
    expect(firstScreenStyles().apply).toBe('build');
  });
});

test('emotion skips a style that index.html already carries, and builds one it does not', () => {
  const carried = serializeStyles([{ color: 'red', padding: 8 }]);
  const other = serializeStyles([{ color: 'blue' }]);
  const { attrs, css } = styleElementOf({
    names: [carried.name],
    rules: [`.css-${carried.name}{color:red;padding:8px;}`],
  });
  const element = document.createElement('style');
  element.setAttribute('data-emotion', attrs['data-emotion'] ?? '');
  element.textContent = css;
  document.head.append(element);
  try {
    const cache = createCache({ key: 'css' });
    expect(cache.inserted[carried.name]).toBe(true);
    expect(cache.inserted[other.name]).toBeUndefined();
  } finally {
    element.remove();
  }
});
