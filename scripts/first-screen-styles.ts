/**
 * A Vite plugin: index.html carries the style rules of the first screens (home, and the account login), so emotion
 * does not build them on the buyer's phone.
 *
 * MUI styles every component at run time: emotion turns each style object into CSS text, parses it with stylis and
 * inserts each rule into a style sheet, the first time a style is used. On a cold open all of that lands in React's
 * first commit of home, the one that puts the first products on screen: in the cold open's trace about 250 ms of a
 * 430 ms task at 4x CPU (docs/performance.md, "the first screens' styles in index.html"). The rules come out the same
 * for every buyer (the names are hashes of the styles), so they are captured once from a real render of each screen
 * (tests/budget/first-screen-styles.spec.ts writes scripts/first-screen-styles.json) and written into index.html as
 * emotion's own server-rendering markup: a `<style data-emotion="css name1 name2 …">`. Emotion reads that element when
 * its cache is made and skips every style it names; a style it does not name (another screen, a style changed since
 * the capture) is inserted at run time as before, so a stale capture costs bytes, never looks. `npm run budget` fails
 * when the capture no longer matches what the screens render.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export interface FirstScreenStyles {
  /** Emotion's names of the styles (the hash after `css-`, or a keyframes' `animation-…`), as its cache keys them. */
  names: string[];
  /** Every rule emotion inserted for them, as it inserted them (vendor prefixes for Safari included), in order. */
  rules: string[];
}

export const FIRST_SCREEN_STYLES_FILE = 'scripts/first-screen-styles.json';

/** The names a captured rule belongs to: its `css-` classes, or the keyframes it defines. */
export function namesInRule(rule: string): string[] {
  const classes = [...rule.matchAll(/\.css-([a-z0-9]+)/g)].map((m) => m[1] ?? '');
  const keyframes = [...rule.matchAll(/^@(?:-webkit-)?keyframes (animation-[a-z0-9]+)/g)].map(
    (m) => m[1] ?? '',
  );
  return [...classes, ...keyframes];
}

/** The styles of a capture: the rules as emotion inserted them, and every name they carry, once. */
export function stylesOf(rules: readonly string[]): FirstScreenStyles {
  return { names: [...new Set(rules.flatMap(namesInRule))], rules: [...rules] };
}

/** The element index.html carries: emotion's hydration markup for the default cache (key `css`). */
export function styleElementOf(styles: FirstScreenStyles): {
  attrs: Record<string, string>;
  css: string;
} {
  const css = styles.rules.join('');
  // The text sits inside a <style> element: an end tag in it would end the element early.
  if (/<\/style/i.test(css)) throw new Error('a captured style rule contains "</style"');
  return { attrs: { 'data-emotion': ['css', ...styles.names].join(' ') }, css };
}

export function firstScreenStyles(file = FIRST_SCREEN_STYLES_FILE): Plugin {
  return {
    name: 'first-screen-styles',
    // The dev server's emotion labels its styles, so their names differ from a build's: nothing to skip there.
    apply: 'build',
    transformIndexHtml() {
      const styles = JSON.parse(readFileSync(file, 'utf8')) as FirstScreenStyles;
      if (styles.names.length === 0) return [];
      const { attrs, css } = styleElementOf(styles);
      // At the end of the body: the splash, the entry and the start-up chunks' preload links come first in the
      // bytes, so none of them waits for these. Emotion looks for the element in the whole document.
      return [{ tag: 'style', attrs, children: css, injectTo: 'body' }];
    },
  };
}
