/**
 * A tap on home's stored copy before the app is live (src/stored-home/carried-tap.ts) and what the live app does with
 * it (src/app/carry-over-tap.ts): found by position, the last one kept, taken once, done once and only on home.
 */
import { HOME_SHELL_KEY } from '../../../src/config/paths';
import { REFRESH_TOKEN_KEY } from '../../../src/start/session/token-store';
import { HOME_SHELL_VERSION } from '../../../src/stored-home/home-shell';
import { paintStoredHome } from '../../../src/stored-home/paint-stored-home';
import { listenForCarriedTaps, takeCarriedTap, tapAt } from '../../../src/stored-home/carried-tap';
import { carryOverTap } from '../../../src/app/carry-over-tap';

const A = 'Udemo00000000000000000000000001';

/** Places `element` at a box on the screen (jsdom lays nothing out). */
function at(element: Element | null, left: number, top: number, width: number, height: number) {
  if (element === null) throw new Error('no element to place');
  element.getBoundingClientRect = () => new DOMRect(left, top, width, height);
}

/** Home's top as the copy holds it: the header's menu, cart and bell; two product cards with their add buttons. */
const HOME = `<header><button data-carry-tap="menu"></button><button data-carry-tap="cart"></button><button data-carry-tap="bell"></button></header>
<ul><li data-product-card><h3>豬五花肉片</h3><button data-carry-tap="add:1"></button></li>
<li data-product-card><h3>梅花豬肉片</h3><button data-carry-tap="add:2"></button></li></ul>`;

/** `html` in an element laid out as a 390 px phone shows it: header at the top, then the two cards. */
function laidOut(root: Element, html = HOME): Element {
  root.innerHTML = html;
  const [menu, cart, bell] = root.querySelectorAll('header button');
  at(menu ?? null, 0, 0, 48, 48);
  at(cart ?? null, 294, 0, 48, 48);
  at(bell ?? null, 342, 0, 48, 48);
  const cards = root.querySelectorAll('[data-product-card]');
  cards.forEach((card, i) => {
    at(card, 16, 100 + i * 120, 358, 110);
    at(card.querySelector('button'), 310, 130 + i * 120, 48, 48);
  });
  return root;
}

function tapSplash(splash: HTMLElement, x: number, y: number) {
  splash.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  takeCarriedTap();
});

describe('a tap on the copy', () => {
  const copy = () => laidOut(document.createElement('div'));

  test.each([
    ["the first product's 加入購物車", 330, 150, 'add:1'],
    ['the second product card, beside its button', 100, 260, 'add:2'],
    ['the menu', 20, 20, 'menu'],
    ['the cart', 300, 10, 'cart'],
    ['the bell', 360, 40, 'bell'],
  ])('on %s asks for %s', (_what, x, y, tap) => {
    expect(tapAt(copy(), x, y)?.tap).toBe(tap);
  });

  test('between the parts (the page behind the header, the gap between cards) asks for nothing', () => {
    expect(tapAt(copy(), 200, 60)).toBeNull();
    expect(tapAt(copy(), 200, 215)).toBeNull();
  });

  test.each([['add:<img src=x>'], ['javascript:alert(1)'], ['logout'], ['add:']])(
    'a tampered copy whose part says %s asks for nothing',
    (value) => {
      const root = laidOut(document.createElement('div'));
      root.querySelector('[data-carry-tap="add:1"]')?.setAttribute('data-carry-tap', value);
      expect(tapAt(root, 330, 150)).toBeNull();
    },
  );

  test('is kept until the live app takes it, once; the last tap is the one kept, and marked', () => {
    const splash = document.createElement('div');
    const root = laidOut(document.createElement('div'));
    splash.append(root);
    listenForCarriedTaps(splash, root as HTMLElement);

    tapSplash(splash, 330, 150);
    expect(root.querySelector('[data-carry-tap="add:1"]')?.hasAttribute('data-tapped')).toBe(true);
    tapSplash(splash, 300, 10);
    expect(root.querySelectorAll('[data-tapped]')).toHaveLength(1);
    expect(root.querySelector('[data-carry-tap="cart"]')?.hasAttribute('data-tapped')).toBe(true);
    // A tap on nothing keeps the one before.
    tapSplash(splash, 200, 215);

    expect(takeCarriedTap()).toBe('cart');
    expect(takeCarriedTap()).toBeNull();
  });

  test('the copy painted from storage keeps what each part does, and its taps are kept', () => {
    localStorage.setItem(
      'sorting-app:authSetting',
      JSON.stringify({
        loggedIn: 'true',
        lineId: JSON.stringify(A),
        customer: JSON.stringify({ id: 101, name: '禾豐燒肉', lineid: A }),
      }),
    );
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-token');
    localStorage.setItem(
      HOME_SHELL_KEY,
      JSON.stringify({
        version: HOME_SHELL_VERSION,
        customerid: '101',
        lineUser: A,
        html: HOME,
        css: '',
      }),
    );
    document.body.innerHTML = '<div id="splash"></div><div id="root"></div>';
    expect(paintStoredHome('/', { lineUser: A, imageBaseUrl: '' })).toBe(true);
    const copy = document.querySelector('.stored-home');
    const splash = document.getElementById('splash');
    if (copy === null || splash === null) throw new Error('no copy');
    expect(
      [...copy.querySelectorAll('[data-carry-tap]')].map((e) => e.getAttribute('data-carry-tap')),
    ).toEqual(['menu', 'cart', 'bell', 'add:1', 'add:2']);
    laidOut(copy, copy.innerHTML);

    tapSplash(splash, 100, 140);
    expect(takeCarriedTap()).toBe('add:1');
  });
});

describe('the live app does the tap', () => {
  function liveHome(): { clicks: string[]; said: string[] } {
    document.body.innerHTML = `<div id="root">${HOME}</div>`;
    const clicks: string[] = [];
    document.querySelectorAll('#root [data-carry-tap]').forEach((element) => {
      element.addEventListener('click', () =>
        clicks.push(element.getAttribute('data-carry-tap') ?? ''),
      );
    });
    return { clicks, said: [] };
  }
  const carried = (tap: string) => {
    const splash = document.createElement('div');
    const copy = laidOut(document.createElement('div'), HOME.replace('add:1', tap));
    splash.append(copy);
    listenForCarriedTaps(splash, copy as HTMLElement);
    tapSplash(splash, 330, 150);
  };

  test("the product's add, once: a second turn does nothing", () => {
    carried('add:1');
    const live = liveHome();
    carryOverTap((message) => live.said.push(message), '這項商品已停售');
    carryOverTap((message) => live.said.push(message), '這項商品已停售');
    expect(live.clicks).toEqual(['add:1']);
    expect(live.said).toEqual([]);
  });

  test('a product no longer on home: says so, and opens nothing', () => {
    carried('add:99');
    const live = liveHome();
    carryOverTap((message) => live.said.push(message), '這項商品已停售');
    expect(live.clicks).toEqual([]);
    expect(live.said).toEqual(['這項商品已停售']);
  });

  test('the start-up took the buyer elsewhere (their session ended): the tap is dropped, not kept for later', () => {
    carried('add:1');
    const live = liveHome();
    window.history.replaceState(null, '', '/login2');
    carryOverTap((message) => live.said.push(message), '這項商品已停售');
    window.history.replaceState(null, '', '/');
    carryOverTap((message) => live.said.push(message), '這項商品已停售');
    expect(live.clicks).toEqual([]);
    expect(live.said).toEqual([]);
  });

  test('no tap on the copy: nothing happens', () => {
    const live = liveHome();
    carryOverTap((message) => live.said.push(message), '這項商品已停售');
    expect(live.clicks).toEqual([]);
    expect(live.said).toEqual([]);
  });
});
