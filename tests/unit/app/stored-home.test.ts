/**
 * Home's stored copy (src/app/stored-home.ts, src/features/catalogue/home-shell*.ts): what is kept of home, and when
 * the entry paints it into the splash before React has loaded.
 */
import { REFRESH_TOKEN_KEY, HOME_SHELL_KEY } from '../../../src/config/storage-keys';
import { paintStoredHome } from '../../../src/stored-home/paint-stored-home';
import { isInertCss } from '../../../src/stored-home/stored-home-css';
import {
  HOME_SHELL_VERSION,
  MAX_HOME_SHELL_CHARS,
  readHomeShell,
} from '../../../src/stored-home/home-shell';
import { homeShellMarkup, saveHomeShell } from '../../../src/features/catalogue/home-shell-save';
import { FIRST_SCREEN_CARDS } from '../../../src/domain/first-screen-cards';
import createCache from '@emotion/cache';
import demoHomeCopy from './fixtures/demo-home-copy.json';

const AUTH_KEY = 'sorting-app:authSetting';
// The token store's own key: the copy's reader names it again (it must not import the start-up chunk).
const REFRESH_KEY = REFRESH_TOKEN_KEY;

/** LINE users: the shop's buyer, and another buyer on the same phone. */
const A = 'Udemo00000000000000000000000001';
const B = 'Udemo00000000000000000000000003';
/** LINE is about to name A (line/line-user-before-init.ts); pictures from this site only. */
const asA = { lineUser: A, imageBaseUrl: '' };

/**
 * The auth slice as redux-persist writes it (each field JSON inside JSON): signed in to shop `customerid`, bound to
 * LINE user `lineid` ('' for a shop not bound yet), signed in with LINE user `lineId`.
 */
function signedIn(
  customerid: number | null,
  loggedIn = true,
  { lineid = A, lineId = A }: { lineid?: string; lineId?: string } = {},
): void {
  localStorage.setItem(
    AUTH_KEY,
    JSON.stringify({
      loggedIn: JSON.stringify(loggedIn),
      lineId: JSON.stringify(lineId),
      customer: JSON.stringify(
        customerid === null ? null : { id: customerid, name: '禾豐燒肉', lineid },
      ),
    }),
  );
  localStorage.setItem(REFRESH_KEY, 'refresh-token');
}

const shell = (customerid = '101', html = '<main><h3>豬五花肉片</h3></main>', lineUser = A) => ({
  version: HOME_SHELL_VERSION,
  customerid,
  lineUser,
  html,
  css: '.css-abc{color:red}',
});

function splashPage(): HTMLElement {
  document.body.innerHTML =
    '<div id="splash" role="status"><p class="splash-name">鮮享訂購平台</p><p class="splash-text">載入中…</p></div><div id="root"></div>';
  const splash = document.getElementById('splash');
  if (splash === null) throw new Error('no splash');
  return splash;
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

describe('painting the stored copy', () => {
  test('signed in to the shop the copy is of: painted into the splash, inert and hidden from screen readers', () => {
    signedIn(101);
    localStorage.setItem(HOME_SHELL_KEY, JSON.stringify(shell()));
    const splash = splashPage();

    // The entry reads the answer: with the copy on screen it leaves the framework's preload to the usual time.
    expect(paintStoredHome('/', asA)).toBe(true);

    const copy = splash.querySelector('.stored-home');
    expect(copy?.querySelector('h3')?.textContent).toBe('豬五花肉片');
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    expect(copy?.hasAttribute('inert')).toBe(true);
    // Its style rules as they were kept: nothing in them could load or run anything.
    expect(splash.querySelector('style')?.textContent).toBe('.css-abc{color:red}');
    expect(splash.classList.contains('splash-stored')).toBe(true);
    // 載入中… stays for screen readers.
    expect(splash.querySelector('.splash-text')?.textContent).toBe('載入中…');
  });

  test.each([
    ['another shop is signed in', () => signedIn(202)],
    ['the session is signed out', () => signedIn(101, false)],
    ['no shop is chosen', () => signedIn(null)],
    ['there is no session at all', () => undefined],
    [
      'the refresh token is gone (the session cannot go on)',
      () => {
        signedIn(101);
        localStorage.removeItem(REFRESH_KEY);
      },
    ],
    [
      'the auth value is damaged',
      () => {
        localStorage.setItem(AUTH_KEY, '{not json');
        localStorage.setItem(REFRESH_KEY, 'refresh-token');
      },
    ],
  ])('%s: nothing is painted', (_what, session) => {
    session();
    localStorage.setItem(HOME_SHELL_KEY, JSON.stringify(shell()));
    const splash = splashPage();
    expect(paintStoredHome('/', asA)).toBe(false);
    expect(splash.querySelector('.stored-home')).toBeNull();
    expect(splash.classList.contains('splash-stored')).toBe(false);
  });

  test.each([
    ['LINE is about to name another user', () => signedIn(101), A, B],
    ["LINE's user cannot be known before it starts", () => signedIn(101), A, null],
    [
      "the session is another LINE user's (its shop bound to them)",
      () => signedIn(101, true, { lineid: B, lineId: B }),
      A,
      A,
    ],
    [
      "the session is another LINE user's (a shop not bound yet, signed in with them)",
      () => signedIn(101, true, { lineid: '', lineId: B }),
      A,
      A,
    ],
    ['the copy was saved for another LINE user', () => signedIn(101), B, A],
  ])('%s: nothing is painted', (_what, session, savedFor, lineUser) => {
    session();
    localStorage.setItem(HOME_SHELL_KEY, JSON.stringify(shell('101', undefined, savedFor)));
    const splash = splashPage();
    expect(paintStoredHome('/', { lineUser, imageBaseUrl: '' })).toBe(false);
    expect(splash.querySelector('.stored-home')).toBeNull();
    expect(splash.classList.contains('splash-stored')).toBe(false);
    expect(readHomeShell(localStorage, lineUser)).toBeNull();
  });

  test("a shop not bound yet: the copy is its sign-in's LINE user's, and painted for them", () => {
    signedIn(101, true, { lineid: '', lineId: A });
    localStorage.setItem(HOME_SHELL_KEY, JSON.stringify(shell()));
    const splash = splashPage();
    expect(paintStoredHome('/', asA)).toBe(true);
    expect(splash.querySelector('.stored-home h3')?.textContent).toBe('豬五花肉片');
  });

  test.each([
    ['damaged', '{"version":1,'],
    [
      'of version 2 (it names no LINE user)',
      JSON.stringify({ ...shell(), version: 2, lineUser: undefined }),
    ],
    ['without its LINE user', JSON.stringify({ ...shell(), lineUser: undefined })],
    ['of another version', JSON.stringify({ ...shell(), version: HOME_SHELL_VERSION + 1 })],
    ['without its markup', JSON.stringify({ ...shell(), html: undefined })],
    ['over the size cap', JSON.stringify(shell('101', 'x'.repeat(MAX_HOME_SHELL_CHARS)))],
  ])('a copy %s is not painted', (_what, stored) => {
    signedIn(101);
    localStorage.setItem(HOME_SHELL_KEY, stored);
    expect(readHomeShell(localStorage, A)).toBeNull();
    const splash = splashPage();
    expect(paintStoredHome('/', asA)).toBe(false);
    expect(splash.querySelector('.stored-home')).toBeNull();
  });

  test('a tampered copy runs nothing: scripts, frames, event handlers and javascript: addresses are dropped', () => {
    signedIn(101);
    const tampered =
      '<main><h3>豬五花肉片</h3><img src="x" onerror="window.pwned=1"><script>window.pwned=2</script>' +
      '<iframe src="https://example.com"></iframe><a href="javascript:window.pwned=3">看</a>' +
      '<button onclick="window.pwned=4" aria-label="加入購物車 豬五花肉片"></button></main>';
    localStorage.setItem(HOME_SHELL_KEY, JSON.stringify(shell('101', tampered)));
    const splash = splashPage();

    paintStoredHome('/', asA);

    const copy = splash.querySelector('.stored-home');
    expect(copy?.querySelector('h3')?.textContent).toBe('豬五花肉片');
    expect(copy?.querySelector('script, iframe')).toBeNull();
    expect(copy?.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(copy?.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(copy?.querySelector('button')?.hasAttribute('onclick')).toBe(false);
    expect(copy?.querySelector('button')?.getAttribute('aria-label')).toBe('加入購物車 豬五花肉片');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  test('the app opened at another screen: the splash stays as it is', () => {
    signedIn(101);
    localStorage.setItem(HOME_SHELL_KEY, JSON.stringify(shell()));
    window.history.replaceState(null, '', '/order');
    const splash = splashPage();
    expect(paintStoredHome('/', asA)).toBe(false);
    expect(splash.querySelector('.stored-home')).toBeNull();
  });

  test('the shop id is compared as text: a numeric id in the session matches the stored "101"', () => {
    signedIn(101);
    localStorage.setItem(HOME_SHELL_KEY, JSON.stringify(shell('101')));
    expect(readHomeShell(localStorage, A)?.customerid).toBe('101');
  });
});

describe("the style engine takes the copy's rules as made", () => {
  /** A copy as home-shell-save.ts keeps it today: emotion's rules apart, under their names. */
  const withEngineStyles = (engineStyles: unknown) => ({
    ...shell('101', '<main class="css-abc"><h3 class="css-x9">豬五花肉片</h3></main>'),
    css: 'body{margin:0}',
    engineStyles,
  });
  const engineSheets = () => [...document.head.querySelectorAll('style[data-emotion]')];

  test("emotion's rules go to the page's head under their names; the page-wide ones stay with the copy", () => {
    signedIn(101);
    const css =
      '.css-abc{color:red}\n.css-x9{font-weight:700}\n@keyframes animation-p1{0%{opacity:1}}';
    localStorage.setItem(
      HOME_SHELL_KEY,
      JSON.stringify(withEngineStyles({ names: ['abc', 'x9', 'animation-p1'], css })),
    );
    const splash = splashPage();

    expect(paintStoredHome('/', asA)).toBe(true);

    const [sheet, ...others] = engineSheets();
    expect(others).toEqual([]);
    expect(sheet?.getAttribute('data-emotion')).toBe('css abc x9 animation-p1');
    expect(sheet?.textContent).toBe(css);
    expect(splash.querySelector('style')?.textContent).toBe('body{margin:0}');
    expect(splash.querySelector('.stored-home h3')?.className).toBe('css-x9');
  });

  test('when it starts, emotion takes them as made: it will not make those rules again', () => {
    signedIn(101);
    localStorage.setItem(
      HOME_SHELL_KEY,
      JSON.stringify(
        withEngineStyles({ names: ['abc', 'x9'], css: '.css-abc{color:red}\n.css-x9{margin:0}' }),
      ),
    );
    splashPage();
    expect(paintStoredHome('/', asA)).toBe(true);

    // As the live app's emotion starts: its default cache, the one MUI styles through.
    const cache = createCache({ key: 'css' });
    expect(cache.inserted).toEqual({ abc: true, x9: true });
    // The sheet is emotion's now: the rules it makes next go after these.
    expect(cache.sheet.tags).toEqual(engineSheets());
  });

  test.each([
    [
      "a name that is not emotion's",
      { names: ['abc" onload="x', 'x9'], css: '.css-abc{color:red}' },
    ],
    [
      'a name with a space, which would name two',
      { names: ['abc x9'], css: '.css-abc{color:red}' },
    ],
    ['no name at all', { names: [], css: '.css-abc{color:red}' }],
    [
      'a rule that could load something',
      {
        names: ['abc'],
        css: '.css-abc{color:red}\n.css-bg{background:url(https://evil.example/t.png)}',
      },
    ],
  ])('%s: nothing goes to the engine, and the copy keeps what can stay', (_what, engineStyles) => {
    signedIn(101);
    localStorage.setItem(HOME_SHELL_KEY, JSON.stringify(withEngineStyles(engineStyles)));
    const splash = splashPage();

    expect(paintStoredHome('/', asA)).toBe(true);

    expect(engineSheets()).toEqual([]);
    const css = splash.querySelector('style')?.textContent ?? '';
    expect(rulesOf(css)).toEqual(
      expect.arrayContaining(rulesOf('body{margin:0}\n.css-abc{color:red}')),
    );
    expect(css).not.toMatch(/url\(|evil/);
  });

  test.each([
    ['names that are not a list', { names: 'abc', css: '.css-abc{color:red}' }],
    ['rules that are not text', { names: ['abc'], css: 42 }],
    ['not an object', 'css abc'],
  ])('a damaged engine part (%s): the copy is not painted', (_what, engineStyles) => {
    signedIn(101);
    localStorage.setItem(HOME_SHELL_KEY, JSON.stringify(withEngineStyles(engineStyles)));
    const splash = splashPage();
    expect(paintStoredHome('/', asA)).toBe(false);
    expect(splash.querySelector('.stored-home')).toBeNull();
    expect(engineSheets()).toEqual([]);
  });

  test("a copy kept before the engine's rules were kept apart is painted with all its rules", () => {
    const { css } = painted('<p class="css-abc">x</p>', 'body{margin:0}\n.css-abc{color:red}');
    expect(css).toBe('body{margin:0}\n.css-abc{color:red}');
    expect(engineSheets()).toEqual([]);
  });
});

/** The stored copy of `html` with `css`, painted for its shop's LINE user: the copy and the style rules it got. */
function painted(html: string, css = '.css-abc{color:red}', imageBaseUrl = '') {
  signedIn(101);
  localStorage.setItem(HOME_SHELL_KEY, JSON.stringify({ ...shell('101', html), css }));
  const splash = splashPage();
  expect(paintStoredHome('/', { lineUser: A, imageBaseUrl })).toBe(true);
  const copy = splash.querySelector<HTMLElement>('.stored-home');
  if (copy === null) throw new Error('the copy was not painted');
  return { copy, css: splash.querySelector('style')?.textContent ?? '' };
}

/** Every attribute name in the copy. */
const attributeNames = (copy: HTMLElement): string[] => [
  ...new Set([...copy.querySelectorAll('*')].flatMap((e) => e.getAttributeNames())),
];

/** The rules of a style sheet's text, as the browser reads them. */
function rulesOf(css: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return [...sheet.cssRules].map((rule) => rule.cssText);
}

describe('the copy loads, runs and opens nothing', () => {
  test.each([
    ['an address with a tab inside javascript:', 'java\tscript:window.pwned=1'],
    ['an address with a control character before javascript:', '\u0001javascript:window.pwned=1'],
    ["one of the app's own screens", '/guide'],
  ])('a link keeps no address: %s', (_what, href) => {
    const { copy } = painted(`<a href="${href}" class="css-abc">查看更多</a>`);
    const link = copy.querySelector('a');
    expect(link?.textContent).toBe('查看更多');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  test("SVG's references go: <use> with its content, and an SVG link with its xlink:href", () => {
    const { copy } = painted(
      '<svg viewBox="0 0 24 24" focusable="false" aria-hidden="true"><use xlink:href="#icon"></use>' +
        '<a xlink:href="javascript:window.pwned=1"><path d="M0 0h1"></path></a>' +
        '<path d="M3 18h18v-2H3z"></path></svg>',
    );
    expect(copy.querySelector('use')).toBeNull();
    expect([...copy.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual([
      'M3 18h18v-2H3z',
    ]);
    expect(copy.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(attributeNames(copy)).not.toContain('xlink:href');
  });

  test('a picture comes only from its own address: srcset goes, and poster, with the video', () => {
    const { copy } = painted(
      '<img src="/productImage/P0004.webp" srcset="https://evil.example/a.png 2x" alt="豬五花肉片">' +
        '<video poster="https://evil.example/p.png"></video><div poster="https://evil.example/p.png">x</div>',
    );
    expect(copy.querySelector('img')?.getAttribute('src')).toBe('/productImage/P0004.webp');
    expect(copy.querySelector('img')?.getAttribute('alt')).toBe('豬五花肉片');
    expect(copy.querySelector('video')).toBeNull();
    expect(attributeNames(copy)).not.toContain('srcset');
    expect(attributeNames(copy)).not.toContain('poster');
  });

  test.each([
    ['javascript:', 'javascript:window.pwned=1'],
    ['a data: address', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['another site', 'https://evil.example/track.png'],
    ['another site, without its scheme', '//evil.example/track.png'],
    ['a blob', 'blob:https://evil.example/1'],
    ['the image host over another scheme', 'ftp://img.hefeng.tw/productImage/P0004.webp'],
  ])('a picture from %s is not loaded', (_what, src) => {
    const { copy } = painted(
      `<img src="${src}" alt="豬五花肉片">`,
      undefined,
      'https://img.hefeng.tw',
    );
    expect(copy.querySelector('img')?.getAttribute('alt')).toBe('豬五花肉片');
    expect(copy.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  test('pictures from this site and from the configured image host are loaded', () => {
    const { copy } = painted(
      '<img src="/images/title.webp"><img src="https://img.hefeng.tw/productImage/P0022.webp">',
      undefined,
      'https://img.hefeng.tw',
    );
    expect([...copy.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/images/title.webp',
      'https://img.hefeng.tw/productImage/P0022.webp',
    ]);
  });

  test.each([
    'background:url(https://evil.example/t.png)',
    'background-image:image-set("https://evil.example/t.png" 1x)',
    'width:expression(alert(1))',
    'background:u\\72l(https://evil.example/t.png)',
    'color:red;background:javascript:alert(1)',
    '@import "https://evil.example/a.css"',
  ])('a style attribute that could load or run something goes: %s', (style) => {
    const { copy } = painted(`<div class="css-abc" style='${style}'>x</div>`);
    expect(copy.querySelector('.css-abc')?.textContent).toBe('x');
    expect(copy.querySelector('.css-abc')?.hasAttribute('style')).toBe(false);
  });

  test('a style attribute home uses stays', () => {
    const { copy } = painted(
      '<img src="/productImage/P0004.webp" style="width: 56px; height: 56px; object-fit: cover;">',
    );
    expect(copy.querySelector('img')?.getAttribute('style')).toBe(
      'width: 56px; height: 56px; object-fit: cover;',
    );
  });

  test('the stored style rules: those that could load or run something go, rule by rule; the rest stay', () => {
    const { css } = painted(
      '<p class="css-abc">x</p>',
      [
        '@import url(https://evil.example/a.css);',
        '.css-abc{color:red}',
        '.css-bg{background:url(https://evil.example/t.png)}',
        '@media (min-width:600px){.css-abc{color:blue}.css-bg{background-image:url(https://evil.example/t.png)}}',
        '.css-set{background-image:image-set("https://evil.example/t.png" 1x)}',
        '.css-old{width:expression(alert(1))}',
        '.css-esc{background:u\\72l(https://evil.example/t.png)}',
        '.css-js{background:javascript:alert(1)}',
        '@media (min-width:900px){.css-abc{color:green}}',
        '.css-ok{margin:0}',
      ].join('\n'),
    );
    const kept = rulesOf(css);
    expect(kept).toEqual(expect.arrayContaining(rulesOf('.css-abc{color:red}\n.css-ok{margin:0}')));
    expect(kept).toContain(rulesOf('@media (min-width:900px){.css-abc{color:green}}')[0]);
    // The group with one rule that loads a picture goes whole; so does every rule naming an address.
    expect(css).not.toMatch(
      /@import|url\(|image-set|expression|evil\.example|javascript|\\|600px|css-bg/,
    );
  });

  test.each([
    ['@import url(https://evil.example/a.css);'],
    ['@IMPORT "https://evil.example/a.css";'],
    ['.css-bg { background: url("https://evil.example/t.png"); }'],
    ['.css-bg { background: URL (https://evil.example/t.png); }'],
    ['.css-set { background-image: image-set("https://evil.example/t.png" 1x); }'],
    ['.css-set { background-image: -webkit-image-set("https://evil.example/t.png" 1x); }'],
    ['.css-img { background-image: image("https://evil.example/t.png"); }'],
    ['.css-src { background-image: src("https://evil.example/t.png"); }'],
    ['.css-old { width: expression(alert(1)); }'],
    ['.css-esc { background: u\\72l(https://evil.example/t.png); }'],
    ['.css-js { background: javascript:alert(1); }'],
    ['@font-face { font-family: x; src: url("https://evil.example/f.woff"); }'],
  ])('a rule that could load or run something is not kept: %s', (rule) => {
    expect(isInertCss(rule)).toBe(false);
  });

  test.each([
    ['.css-card { height: 104px; border-radius: 8px; background-color: rgb(255, 255, 255); }'],
    ['@media (min-width: 600px) {\n  .css-card { height: 120px; }\n}'],
    ['@keyframes splash-progress { \n  0% { transform: translateX(-100%); }\n}'],
    [
      '.css-grad { background-image: linear-gradient(rgba(255, 255, 255, 0.05), rgba(255, 255, 255, 0.05)); }',
    ],
    ['html, body { font-family: "Noto Sans TC", sans-serif; }'],
  ])('a rule of the kind home uses is kept: %s', (rule) => {
    expect(isInertCss(rule)).toBe(true);
  });

  test('forms, frames, objects, embeds, SVG animation and foreign content go with their content; so do action, formaction, background, ping, data and ids', () => {
    const { copy } = painted(
      '<main id="top"><h3>豬五花肉片</h3>' +
        '<form action="https://evil.example/"><input name="q"></form>' +
        '<button formaction="https://evil.example/" type="button">再買一次</button>' +
        '<iframe src="https://evil.example/"></iframe><object data="https://evil.example/x"></object>' +
        '<embed src="https://evil.example/x"><table background="https://evil.example/t.png"><tr><td>x</td></tr></table>' +
        '<a ping="https://evil.example/ping">查看</a><div data="https://evil.example/x" class="css-abc">y</div>' +
        '<svg><animate attributeName="href" to="javascript:alert(1)"></animate><set attributeName="href" to="javascript:alert(1)"></set>' +
        '<foreignObject><p>外來</p></foreignObject><path d="M0 0"></path></svg>' +
        '<style>body{background:url(https://evil.example/t.png)}</style><template><p>樣板</p></template></main>',
    );
    expect(copy.querySelector('h3')?.textContent).toBe('豬五花肉片');
    expect(copy.querySelector('button')?.textContent).toBe('再買一次');
    expect(copy.querySelector('a')?.textContent).toBe('查看');
    expect(copy.querySelector('.css-abc')?.textContent).toBe('y');
    expect(
      copy.querySelector(
        'form, iframe, object, embed, table, animate, set, foreignObject, style, template',
      ),
    ).toBeNull();
    expect(copy.textContent).toBe('豬五花肉片再買一次查看y');
    for (const name of ['action', 'formaction', 'background', 'ping', 'data', 'id', 'name'])
      expect(attributeNames(copy)).not.toContain(name);
  });

  test('where the browser has no inert (iOS before 15.5): nothing in the copy can be tapped or reached by keyboard', () => {
    const inert = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'inert');
    Reflect.deleteProperty(HTMLElement.prototype, 'inert');
    try {
      expect('inert' in HTMLElement.prototype).toBe(false);
      const { copy } = painted(
        '<header><button tabindex="0" type="button" aria-label="開啟選單"></button><a href="/" tabindex="0">鮮享</a></header>' +
          '<a href="/guide">常用清單</a><input type="search" value=""><div tabindex="0" role="combobox">肉品</div>' +
          '<button type="button">再買一次</button>',
      );
      expect(copy.style.pointerEvents).toBe('none');
      const reachable = [...copy.querySelectorAll('a, button, input, [tabindex]')];
      expect(reachable).toHaveLength(6);
      for (const element of reachable) expect(element.getAttribute('tabindex')).toBe('-1');
      expect(copy.querySelectorAll('[href]')).toHaveLength(0);
    } finally {
      if (inert !== undefined) Object.defineProperty(HTMLElement.prototype, 'inert', inert);
    }
  });

  test('a browser that cannot read the stored style rules one by one, when one must go, shows no copy rather than an unstyled one', () => {
    signedIn(101);
    localStorage.setItem(
      HOME_SHELL_KEY,
      JSON.stringify({
        ...shell(),
        css: '.css-abc{color:red}\n.css-bg{background:url(https://evil.example/t.png)}',
      }),
    );
    const splash = splashPage();
    // No constructed style sheets (Safari before 16.4), and a <style> in an unseen document that yields no rules
    // (as jsdom's does).
    const replaceSync = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, 'replaceSync');
    Reflect.deleteProperty(CSSStyleSheet.prototype, 'replaceSync');
    try {
      expect(paintStoredHome('/', asA)).toBe(false);
      expect(splash.querySelector('.stored-home')).toBeNull();
    } finally {
      if (replaceSync !== undefined)
        Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', replaceSync);
    }
  });

  test("home's own copy keeps every element, every attribute it needs and every style rule", () => {
    const { copy, css } = painted(demoHomeCopy.html, demoHomeCopy.css);
    const original = document.createElement('template');
    original.innerHTML = demoHomeCopy.html;
    const before = [...original.content.querySelectorAll('*')];
    const after = [...copy.querySelectorAll('*')];

    expect(after.map((e) => e.localName)).toEqual(before.map((e) => e.localName));
    // Addresses, ids (and the attributes that name them) go; whatever could be focused is out of the tab order.
    const gone = new Set(['href', 'id', 'for', 'aria-labelledby']);
    const focusable = new Set(['a', 'button', 'input']);
    after.forEach((element, i) => {
      const source = before[i];
      if (source === undefined) throw new Error('no source element');
      const expected = Object.fromEntries(
        source
          .getAttributeNames()
          .filter((name) => !gone.has(name))
          .map((name) => [name, source.getAttribute(name)]),
      );
      if (focusable.has(source.localName) || source.hasAttribute('tabindex'))
        expected.tabindex = '-1';
      const actual = Object.fromEntries(
        element.getAttributeNames().map((name) => [name, element.getAttribute(name)]),
      );
      expect(actual).toEqual(expected);
    });
    expect(copy.querySelectorAll('img[src]')).toHaveLength(12);
    expect(rulesOf(css)).toEqual(rulesOf(demoHomeCopy.css));
    expect(rulesOf(css)).toHaveLength(197);
  });
});

/** A home page as React renders it: the cutoff line, the last purchase, a badge, an alert and product groups. */
function homeRoot(groups: number[]): HTMLElement {
  const cards = (count: number, group: number) =>
    Array.from(
      { length: count },
      (_, i) =>
        `<li data-product-card class="css-card"><h3>商品${String(group)}-${String(i)}</h3><p>$305 <span role="img" data-price-change="up" aria-label="比 11/20 貴 15 元">↑ $15（11/20 $290）</span></p><button aria-label="加入購物車 商品${String(group)}-${String(i)}"></button></li>`,
    ).join('');
  document.body.innerHTML = `<div id="root"><header><span class="MuiBadge-badge css-badge">3</span></header>
    <div data-shell-blank class="css-cutoff"><p>06:00 前下單，還有 8 小時 41 分</p></div>
    <section class="css-last"><h2>上次購買</h2><ul><li>豬五花肉片</li></ul></section>
    <div role="alert">網路連線異常</div>
    ${groups.map((count, g) => `<section data-product-group><h2>分類${String(g)}</h2><ul>${cards(count, g)}</ul></section>`).join('')}
  </div>`;
  const root = document.getElementById('root');
  if (root === null) throw new Error('no root');
  return root;
}

describe('what is kept of home', () => {
  test(`the first ${String(FIRST_SCREEN_CARDS)} cards, the last purchase, the cutoff line's space; no countdown, alerts, counts or price changes`, () => {
    const holder = document.createElement('div');
    holder.innerHTML = homeShellMarkup(homeRoot([2, 2, 4]));

    const names = [...holder.querySelectorAll('[data-product-card] h3')].map((h) => h.textContent);
    expect(names).toEqual(['商品0-0', '商品0-1', '商品1-0']);
    // The third group has no card left: its heading goes with it.
    expect(holder.textContent).not.toContain('分類2');
    expect(holder.textContent).toContain('上次購買');
    const cutoff = holder.querySelector('[data-shell-blank]');
    expect(cutoff).not.toBeNull();
    expect(cutoff?.childNodes).toHaveLength(0);
    expect(holder.querySelector('.MuiBadge-badge')).toBeNull();
    expect(holder.textContent).not.toContain('網路連線異常');
    // A change is relative to the day it showed: it must not be painted on another day.
    expect(holder.querySelector('[data-price-change]')).toBeNull();
    expect(holder.textContent).toContain('$305');
  });

  test('the page itself is not changed', () => {
    const root = homeRoot([10]);
    homeShellMarkup(root);
    expect(root.querySelectorAll('[data-product-card]')).toHaveLength(10);
    expect(root.querySelector('[data-shell-blank]')?.textContent).toContain('還有 8 小時 41 分');
  });

  test("emotion's rules are kept apart under their names: those of the copy's classes and emotion's keyframes", () => {
    const root = homeRoot([2]);
    const page = document.createElement('style');
    page.textContent = 'body{margin:0}.css-last{color:green}';
    // Emotion's sheet as it fills it, and the one it took as made at this open (from the copy before).
    const made = document.createElement('style');
    made.setAttribute('data-emotion', 'css');
    made.textContent =
      '.css-card{height:104px}.css-unused{color:blue}@media (min-width:600px){.css-card{height:120px}}@keyframes animation-p1{0%{opacity:1}}';
    const taken = document.createElement('style');
    taken.setAttribute('data-emotion', 'css cutoff old');
    taken.textContent = '.css-cutoff{min-height:44px}.css-old{color:gray}';
    document.head.append(page, taken, made);

    saveHomeShell({ customerid: '101', lineUser: A }, root, localStorage);

    const kept = JSON.parse(localStorage.getItem(HOME_SHELL_KEY) ?? 'null') as {
      css: string;
      engineStyles: { names: string[]; css: string };
    };
    expect(kept.engineStyles.names).toEqual(['cutoff', 'card', 'animation-p1']);
    expect(rulesOf(kept.engineStyles.css)).toEqual(
      rulesOf(
        '.css-cutoff{min-height:44px}.css-card{height:104px}@media (min-width:600px){.css-card{height:120px}}@keyframes animation-p1{0%{opacity:1}}',
      ),
    );
    // The page's own rules stay with the copy, a class of the copy's among them; none of emotion's.
    expect(rulesOf(kept.css)).toEqual(
      expect.arrayContaining(rulesOf('body{margin:0}.css-last{color:green}')),
    );
    expect(kept.css).not.toMatch(/css-(card|cutoff|old|unused)|animation-p1/);
  });

  test('kept with the style rules its classes use and the page-wide ones, not the others', () => {
    const root = homeRoot([2]);
    const style = document.createElement('style');
    style.textContent =
      'body{margin:0}.css-card{height:104px}.css-unused{color:blue}@media (min-width:600px){.css-card{height:120px}}';
    document.head.append(style);
    try {
      saveHomeShell({ customerid: '101', lineUser: A }, root, localStorage);
      const kept = JSON.parse(localStorage.getItem(HOME_SHELL_KEY) ?? 'null') as {
        customerid: string;
        lineUser: string;
        version: number;
        css: string;
      };
      expect(kept.customerid).toBe('101');
      expect(kept.lineUser).toBe(A);
      expect(kept.version).toBe(HOME_SHELL_VERSION);
      expect(kept.css).toContain('body');
      expect(kept.css).toContain('.css-card');
      expect(kept.css).toMatch(/@media \(min-width: ?600px\)/);
      expect(kept.css).not.toContain('css-unused');
    } finally {
      style.remove();
    }
  });

  test('a copy too large to keep is not kept, and the older one goes too', () => {
    localStorage.setItem(HOME_SHELL_KEY, JSON.stringify(shell()));
    const root = homeRoot([2]);
    root.append('長'.repeat(MAX_HOME_SHELL_CHARS));
    saveHomeShell({ customerid: '101', lineUser: A }, root, localStorage);
    expect(localStorage.getItem(HOME_SHELL_KEY)).toBeNull();
  });

  test('storage that refuses the write leaves the app working', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() =>
      saveHomeShell({ customerid: '101', lineUser: A }, homeRoot([2]), localStorage),
    ).not.toThrow();
  });
});
