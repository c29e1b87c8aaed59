/**
 * The markup of home's stored copy (paint-stored-home.ts) as nodes that load, run and open nothing.
 *
 * It is what React rendered from the server's data (names escaped as text), but storage can be written by anything
 * that runs on this origin, and a deployment may lack the Content-Security-Policy that forbids inline script. So it is
 * parsed in a template (inert: nothing loads or runs there) and only what home itself renders is kept: the elements
 * and attributes below. Anything else goes, an unknown element with its content. No address is kept but a picture's
 * from this site or the configured image host: the copy's links and buttons must not go anywhere, even where the
 * browser ignores `inert`.
 */
import { isInertCss } from './stored-home-css';

const HTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';

/** The elements home renders, each in its own namespace (an `a` inside an SVG is not home's link). */
const ELEMENTS: ReadonlyMap<string, string> = new Map([
  ...[
    'div',
    'span',
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'header',
    'footer',
    'main',
    'nav',
    'section',
    'button',
    'a',
    'img',
    'fieldset',
    'legend',
    'label',
    'input',
  ].map((name): [string, string] => [name, HTML]),
  ['svg', SVG],
  ['path', SVG],
]);

/**
 * The attributes home's elements carry that load, run and open nothing (names in lower case). Not kept: ids and what
 * names them (`for`, `aria-labelledby`): an id on the page becomes a name scripts can trip over, and the copy is
 * hidden from screen readers anyway.
 */
const ATTRIBUTES: ReadonlySet<string> = new Set([
  'class',
  'role',
  'alt',
  'width',
  'height',
  'viewbox',
  'd',
  'focusable',
  'type',
  'disabled',
  'value',
  'autocomplete',
  'enterkeyhint',
  'decoding',
  'loading',
  'fetchpriority',
  'tabindex',
  'aria-current',
  'aria-disabled',
  'aria-expanded',
  'aria-haspopup',
  'aria-hidden',
  'aria-invalid',
  'aria-label',
  'aria-pressed',
  'aria-selected',
  // What a tap on the part does (carried-tap.ts): the value is checked where it is read.
  'data-carry-tap',
  'data-discover',
  'data-product-card',
  'data-product-group',
  'data-shell-blank',
  'data-shrink',
]);

/** What a tap or the keyboard could reach: the copy takes it out of the tab order. */
const FOCUSABLE: ReadonlySet<string> = new Set(['a', 'button', 'input']);

/** Whether `value` is a picture's address on one of `origins`, over http(s). */
function isPictureFrom(value: string, origins: ReadonlySet<string>): boolean {
  try {
    const url = new URL(value, window.location.href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && origins.has(url.origin);
  } catch {
    return false;
  }
}

function keeps(element: Element, attribute: Attr, pictureOrigins: ReadonlySet<string>): boolean {
  // xlink:href and every other attribute in a namespace: none of home's.
  if (attribute.namespaceURI !== null) return false;
  const name = attribute.name.toLowerCase();
  if (name === 'style') return isInertCss(attribute.value);
  if (name === 'src')
    return element.localName === 'img' && isPictureFrom(attribute.value, pictureOrigins);
  return ATTRIBUTES.has(name);
}

/**
 * The stored markup, kept to what home renders. `pictureOrigins`: where its pictures may come from (this site, the
 * image host).
 */
export function inertMarkup(html: string, pictureOrigins: ReadonlySet<string>): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const { content } = template;
  for (const element of Array.from(content.querySelectorAll('*'))) {
    // Inside an element that went already.
    if (!content.contains(element)) continue;
    if (ELEMENTS.get(element.localName) !== element.namespaceURI) {
      element.remove();
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      if (!keeps(element, attribute, pictureOrigins)) element.removeAttributeNode(attribute);
    }
    if (FOCUSABLE.has(element.localName) || element.hasAttribute('tabindex'))
      element.setAttribute('tabindex', '-1');
  }
  return content;
}
