/**
 * A tap on home's stored copy before the app is live (src/stored-home/carried-tap.ts) and what the live app does with
 * it (src/app/carry-over-tap.ts): found by position, the last one kept, taken once, done once and only on home; a
 * product's add whose card the live home does not show yet waits for home's product list.
 */
import { HOME_SHELL_KEY, REFRESH_TOKEN_KEY } from '../../../src/config/storage-keys';
import { HOME_SHELL_VERSION } from '../../../src/stored-home/home-shell';
import { paintStoredHome } from '../../../src/stored-home/paint-stored-home';
import {
  carryTap,
  listenForCarriedTaps,
  takeCarriedTap,
  tapAt,
} from '../../../src/stored-home/carried-tap';
import { carryOverTap } from '../../../src/app/carry-over-tap';
import { waitForCard } from '../../../src/app/carried-add';
import type {
  HomeProductList,
  OnHomeList,
} from '../../../src/features/catalogue/home-product-list';

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

  test("a part's box, edges included, is the part; a pixel beyond any edge is not", () => {
    // The menu's box: 0 to 48 both ways; the cart's starts at 294.
    for (const [x, y] of [
      [0, 0],
      [48, 0],
      [0, 48],
      [48, 48],
    ] as const)
      expect(tapAt(copy(), x, y)?.tap).toBe('menu');
    expect(tapAt(copy(), 49, 20)).toBeNull();
    expect(tapAt(copy(), 20, 49)).toBeNull();
    expect(tapAt(copy(), 293, 20)).toBeNull();
    // The first card's box: 16 to 374 across, 100 to 210 down.
    expect(tapAt(copy(), 15, 150)).toBeNull();
    expect(tapAt(copy(), 375, 150)).toBeNull();
    expect(tapAt(copy(), 100, 99)).toBeNull();
    expect(tapAt(copy(), 16, 100)?.tap).toBe('add:1');
    expect(tapAt(copy(), 374, 210)?.tap).toBe('add:1');
  });

  test("the live home's buttons say what a tap on them does, as the copy keeps it", () => {
    expect(carryTap('add:7')).toEqual({ 'data-carry-tap': 'add:7' });
    expect(carryTap('bell')).toEqual({ 'data-carry-tap': 'bell' });
  });

  test.each([
    ['add:<img src=x>'],
    ['javascript:alert(1)'],
    ['logout'],
    ['add:'],
    // Only the whole value counts: a known tap with something before or after it is not one.
    ['menu<img src=x>'],
    ['xcart'],
    [`add:${'1'.repeat(41)}`],
  ])('a tampered copy whose part says %s asks for nothing', (value) => {
    const root = laidOut(document.createElement('div'));
    root.querySelector('[data-carry-tap="add:1"]')?.setAttribute('data-carry-tap', value);
    expect(tapAt(root, 330, 150)).toBeNull();
  });

  test('is kept until the live app takes it, once; the last tap is the one kept, and marked', () => {
    const splash = document.createElement('div');
    const root = laidOut(document.createElement('div'));
    splash.append(root);
    listenForCarriedTaps(splash, root as HTMLElement);

    tapSplash(splash, 330, 150);
    expect(root.querySelector('[data-carry-tap="add:1"]')?.getAttribute('data-tapped')).toBe('');
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
    const heard: string[] = [];
    expect(
      paintStoredHome('/', { lineUser: A, imageBaseUrl: '', onTap: (tap) => heard.push(tap) }),
    ).toBe(true);
    const copy = document.querySelector('.stored-home');
    const splash = document.getElementById('splash');
    if (copy === null || splash === null) throw new Error('no copy');
    expect(
      [...copy.querySelectorAll('[data-carry-tap]')].map((e) => e.getAttribute('data-carry-tap')),
    ).toEqual(['menu', 'cart', 'bell', 'add:1', 'add:2']);
    laidOut(copy, copy.innerHTML);

    tapSplash(splash, 100, 140);
    expect(takeCarriedTap()).toBe('add:1');
    // The entry hears of it at the tap, to fetch the add dialog's code meanwhile.
    expect(heard).toEqual(['add:1']);
  });
});

describe('the live app does the tap', () => {
  /** The live home: its parts count the clicks they get, as `add:1`; `said` is what the buyer was told. */
  function liveHome(html = HOME): { clicks: string[]; said: string[] } {
    document.body.innerHTML = `<div id="root">${html}</div>`;
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

  /**
   * Home's product list as the test has it: `asking`, `failed`, or answered with the listed product ids; `answer`
   * changes it and tells whoever listens, as the store does.
   */
  function homeList(initial: 'asking' | 'failed' | string[] = 'asking') {
    let now = initial;
    const listeners = new Set<() => void>();
    const asked: string[] = [];
    const list: HomeProductList = {
      find: (productid): OnHomeList => {
        asked.push(productid);
        if (now === 'asking' || now === 'failed') return now;
        return now.includes(productid) ? 'listed' : 'unlisted';
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    return {
      list,
      asked,
      listeners,
      /** How many times the live app asked for the list's code. */
      loads: 0,
      answer(next: 'asking' | 'failed' | string[]) {
        now = next;
        listeners.forEach((listener) => listener());
      },
    };
  }

  /** Carries the tap over as boot does: a product's add whose card is not on home waits for `home`'s list. */
  function carryOver(live: { said: string[] }, home: ReturnType<typeof homeList> = homeList([])) {
    carryOverTap((tap) => {
      home.loads += 1;
      waitForCard(tap, home.list, {
        say: (message) => live.said.push(message),
        noLongerSold: '這項商品已停售',
        listFailed: '無法取得最新價格',
      });
    });
  }

  /** The promises and mutation records of the moment are through. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** React renders the card of product `id` into the live home (a part that counts its clicks as `add:<id>`). */
  function cardRendered(live: { clicks: string[] }, id: string): void {
    const button = document.createElement('button');
    button.setAttribute('data-carry-tap', `add:${id}`);
    button.addEventListener('click', () => live.clicks.push(`add:${id}`));
    document.getElementById('root')?.append(button);
  }

  test("the product's add, once: a second turn does nothing", async () => {
    carried('add:1');
    const live = liveHome();
    const home = homeList(['1']);
    carryOver(live, home);
    carryOver(live, home);
    await settle();
    expect(live.clicks).toEqual(['add:1']);
    expect(live.said).toEqual([]);
    // Its card is on home: the list is not needed.
    expect(home.loads).toBe(0);
  });

  test.each([['menu'], ['cart'], ['bell']])(
    'the %s: its live part is pressed, once',
    async (tap) => {
      carried(tap);
      const live = liveHome();
      const home = homeList();
      carryOver(live, home);
      carryOver(live, home);
      await settle();
      expect(live.clicks).toEqual([tap]);
      expect(live.said).toEqual([]);
      expect(home.loads).toBe(0);
    },
  );

  test('the part is the live one: the same part elsewhere on the page (the copy, say) is not pressed', async () => {
    carried('cart');
    const live = liveHome('<header><button data-carry-tap="menu"></button></header>');
    const copy = document.createElement('div');
    copy.innerHTML = '<button data-carry-tap="cart"></button>';
    copy.querySelector('button')?.addEventListener('click', () => live.clicks.push('copy'));
    document.body.prepend(copy);
    const home = homeList();
    carryOver(live, home);
    await settle();
    expect(live.clicks).toEqual([]);
    expect(live.said).toEqual([]);
    // Only a product's add waits for the list.
    expect(home.loads).toBe(0);
  });

  test('a product no longer on home: says so, and opens nothing', async () => {
    carried('add:99');
    const live = liveHome();
    const home = homeList(['1', '2']);
    carryOver(live, home);
    await settle();
    expect(live.clicks).toEqual([]);
    expect(live.said).toEqual(['這項商品已停售']);
    expect(home.asked).toEqual(['99']);
    expect(home.listeners.size).toBe(0);
  });

  test('the start-up took the buyer elsewhere (their session ended): the tap is dropped, not kept for later', async () => {
    carried('add:1');
    const live = liveHome();
    const home = homeList([]);
    window.history.replaceState(null, '', '/login2');
    carryOver(live, home);
    window.history.replaceState(null, '', '/');
    carryOver(live, home);
    await settle();
    expect(live.clicks).toEqual([]);
    expect(live.said).toEqual([]);
    expect(home.loads).toBe(0);
  });

  test('no tap on the copy: nothing happens', async () => {
    const live = liveHome();
    const home = homeList([]);
    carryOver(live, home);
    await settle();
    expect(live.clicks).toEqual([]);
    expect(live.said).toEqual([]);
    expect(home.loads).toBe(0);
  });

  describe("a product's add whose card the live home does not show yet (no stored catalogue)", () => {
    /** Home before its list has answered: the header, no card. */
    const HEADER_ONLY = HOME.replace(/<ul>[\s\S]*<\/ul>/, '');

    test('waits for the list, then presses its card once it is there: nothing said before or after', async () => {
      carried('add:1');
      const live = liveHome(HEADER_ONLY);
      const home = homeList('asking');
      carryOver(live, home);
      await settle();
      expect(home.loads).toBe(1);
      expect(home.asked).toEqual(['1']);
      expect(live.said).toEqual([]);

      // The list answers with it; home renders its cards a batch at a time: not yet this one.
      home.answer(['2', '1']);
      await settle();
      expect(live.clicks).toEqual([]);
      expect(live.said).toEqual([]);

      cardRendered(live, '2');
      await settle();
      expect(live.clicks).toEqual([]);
      cardRendered(live, '1');
      await settle();
      expect(live.clicks).toEqual(['add:1']);
      expect(live.said).toEqual([]);

      // Done: it listens no more.
      expect(home.listeners.size).toBe(0);
      cardRendered(live, '1');
      home.answer('failed');
      await settle();
      expect(live.clicks).toEqual(['add:1']);
      expect(live.said).toEqual([]);
    });

    test('its card rendered before the store says anything: pressed at once', async () => {
      carried('add:1');
      const live = liveHome(HEADER_ONLY);
      const home = homeList('asking');
      carryOver(live, home);
      await settle();
      cardRendered(live, '1');
      await settle();
      expect(live.clicks).toEqual(['add:1']);
      expect(home.listeners.size).toBe(0);
    });

    test('the list answers without it: 這項商品已停售, once', async () => {
      carried('add:1');
      const live = liveHome(HEADER_ONLY);
      const home = homeList('asking');
      carryOver(live, home);
      await settle();
      home.answer(['2']);
      await settle();
      expect(live.said).toEqual(['這項商品已停售']);
      expect(home.listeners.size).toBe(0);
      home.answer(['2']);
      cardRendered(live, '1');
      await settle();
      expect(live.said).toEqual(['這項商品已停售']);
      expect(live.clicks).toEqual([]);
    });

    test('the list fails: the price cannot be had, once; nothing opens', async () => {
      carried('add:1');
      const live = liveHome(HEADER_ONLY);
      const home = homeList('asking');
      carryOver(live, home);
      await settle();
      home.answer('failed');
      await settle();
      expect(live.said).toEqual(['無法取得最新價格']);
      expect(home.listeners.size).toBe(0);
      home.answer(['1']);
      cardRendered(live, '1');
      await settle();
      expect(live.said).toEqual(['無法取得最新價格']);
      expect(live.clicks).toEqual([]);
    });

    test.each([
      ['failed', ['無法取得最新價格']],
      [[], ['這項商品已停售']],
    ] as const)('a list already %j when its code arrives: said at once', async (now, said) => {
      carried('add:1');
      const live = liveHome(HEADER_ONLY);
      const home = homeList(now === 'failed' ? now : [...now]);
      carryOver(live, home);
      await settle();
      expect(live.said).toEqual(said);
      expect(home.listeners.size).toBe(0);
    });

    test('the buyer left home while it waited: dropped, nothing opens or is said', async () => {
      carried('add:1');
      const live = liveHome(HEADER_ONLY);
      const home = homeList('asking');
      carryOver(live, home);
      await settle();
      window.history.replaceState(null, '', '/order');
      home.answer([]);
      await settle();
      expect(home.listeners.size).toBe(0);
      window.history.replaceState(null, '', '/');
      cardRendered(live, '1');
      home.answer('failed');
      await settle();
      expect(live.clicks).toEqual([]);
      expect(live.said).toEqual([]);
    });

    test('the buyer left home before the list was loaded: dropped', async () => {
      carried('add:1');
      const live = liveHome(HEADER_ONLY);
      const home = homeList(['1']);
      carryOver(live, home);
      window.history.replaceState(null, '', '/order');
      cardRendered(live, '1');
      await settle();
      expect(live.clicks).toEqual([]);
      expect(live.said).toEqual([]);
      expect(home.listeners.size).toBe(0);
    });

    test('the page changes as the buyer leaves home: dropped at that change, before the store says anything', async () => {
      carried('add:1');
      const live = liveHome(HEADER_ONLY);
      const home = homeList('asking');
      carryOver(live, home);
      await settle();
      window.history.replaceState(null, '', '/order');
      document.getElementById('root')?.append(document.createElement('main'));
      await settle();
      expect(home.listeners.size).toBe(0);
    });

    test.each([
      ['taps', () => document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))],
      [
        'types',
        () =>
          document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '豬', bubbles: true })),
      ],
    ])(
      'the buyer %s something while it waits: dropped, the dialog does not open later',
      async (_what, act) => {
        carried('add:1');
        const live = liveHome(HEADER_ONLY);
        const home = homeList('asking');
        carryOver(live, home);
        await settle();
        act();
        expect(home.listeners.size).toBe(0);
        home.answer(['1']);
        cardRendered(live, '1');
        await settle();
        expect(live.clicks).toEqual([]);
        expect(live.said).toEqual([]);
        // What stopped it listens no more either: a later tap or key is the buyer's alone.
        const stopped = vi.spyOn(document, 'removeEventListener');
        act();
        expect(stopped).not.toHaveBeenCalled();
      },
    );
  });
});
