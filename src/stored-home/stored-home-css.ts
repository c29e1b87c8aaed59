/**
 * The style of home's stored copy (paint-stored-home.ts), kept only where it can load or run nothing.
 *
 * Home's styles are emotion's rules and MUI's inline sizes: colours, boxes, fonts, animations. None of them loads a
 * file or names an address, so whatever could (url(), image-set(), @import, a javascript: address, an old IE
 * expression()) or could hide one (a backslash escape) is not something the app wrote: it is dropped. Storage can be
 * written by anything that runs on this origin, and a picture fetched from elsewhere would tell another site that
 * this phone opened the app.
 */
const LOADS_OR_RUNS =
  /@import|(?:url|image|image-set|cross-fade|element|src|expression)\s*\(|\\|javascript:/i;

/** Whether a rule or a style attribute can load or run nothing. */
export const isInertCss = (text: string): boolean => !LOADS_OR_RUNS.test(text);

/**
 * The rules of `css` as the browser reads them, without loading anything: in a style sheet of its own (which never
 * follows an @import), or where the browser cannot make one (Safari before 16.4) in a <style> of a document that is
 * never shown. Null when neither reads it.
 */
function readRules(css: string): CSSRule[] | null {
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return Array.from(sheet.cssRules);
    } catch {
      // A browser that has the method but no constructor: the other way.
    }
  }
  const unseen = document.implementation.createHTMLDocument('');
  const style = unseen.createElement('style');
  style.textContent = css;
  unseen.head.append(style);
  const rules = style.sheet?.cssRules;
  return rules === undefined ? null : Array.from(rules);
}

/**
 * The stored style rules that can load or run nothing: all of them when none could; otherwise rule by rule as the
 * browser reads them (a group such as @media goes whole when one of its rules cannot stay), and null when the browser
 * could not read them: the copy is better not shown than shown unstyled.
 */
export function inertCss(css: string): string | null {
  // The app's own rules have nothing to drop: taken as they are, without reading them twice.
  if (isInertCss(css)) return css;
  const rules = readRules(css);
  if (rules === null) return null;
  return rules
    .map((rule) => rule.cssText)
    .filter(isInertCss)
    .join('\n');
}
