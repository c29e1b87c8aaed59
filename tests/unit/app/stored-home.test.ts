/**
 * Home's stored copy (src/app/stored-home.ts, src/features/catalogue/home-shell*.ts): what is kept of home, and when
 * the entry paints it into the splash before React has loaded.
 */
import { REFRESH_TOKEN_KEY } from '../../../src/api/token-store';
import { paintStoredHome } from '../../../src/app/stored-home';
import { HOME_SHELL_KEY } from '../../../src/config/paths';
import {
  HOME_SHELL_VERSION,
  MAX_HOME_SHELL_CHARS,
  readHomeShell,
} from '../../../src/features/catalogue/home-shell';
import {
  SHELL_CARDS,
  homeShellMarkup,
  saveHomeShell,
} from '../../../src/features/catalogue/home-shell-save';

const AUTH_KEY = 'sorting-app:authSetting';
// The token store's own key: the copy's reader names it again (it must not import the start-up chunk).
const REFRESH_KEY = REFRESH_TOKEN_KEY;

/** LINE users: the shop's buyer, and another buyer on the same phone. */
const A = 'Udemo00000000000000000000000001';
const B = 'Udemo00000000000000000000000003';
/** LINE is about to name A (line/line-user-before-init.ts). */
const asA = { lineUser: A };

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
    expect(paintStoredHome('/', { lineUser })).toBe(false);
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
  test(`the first ${String(SHELL_CARDS)} cards, the last purchase, the cutoff line's space; no countdown, alerts, counts or price changes`, () => {
    const holder = document.createElement('div');
    holder.innerHTML = homeShellMarkup(homeRoot([5, 5, 4]));

    const names = [...holder.querySelectorAll('[data-product-card] h3')].map((h) => h.textContent);
    expect(names).toEqual([
      '商品0-0',
      '商品0-1',
      '商品0-2',
      '商品0-3',
      '商品0-4',
      '商品1-0',
      '商品1-1',
      '商品1-2',
    ]);
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
