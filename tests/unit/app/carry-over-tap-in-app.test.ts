/**
 * Boot's carry-over of a tap on home's stored copy (src/app/carry-over-tap-in-app.ts): a product's add whose card the
 * live home does not show yet fetches the wait's code (carried-add.ts) and waits with home's list, the app's alert and
 * the app's texts; when that code cannot be fetched, the buyer is told the price cannot be had.
 */
import type { i18n as I18n } from 'i18next';
import { carryOverTapInApp } from '../../../src/app/carry-over-tap-in-app';
import { listenForCarriedTaps, takeCarriedTap } from '../../../src/stored-home/carried-tap';

/** The fetch of the wait's code, as boot's carry-over would make it (carried-add.ts). */
const carriedAddCode = vi.fn<NonNullable<Parameters<typeof carryOverTapInApp>[2]>>();

/** A tap on the copy's part that says `tap`. */
function tapped(tap: string): void {
  const splash = document.createElement('div');
  splash.innerHTML = `<div><button data-carry-tap="${tap}"></button></div>`;
  const copy = splash.firstElementChild as HTMLElement;
  const part = copy.querySelector('button');
  if (part === null) throw new Error('no part');
  part.getBoundingClientRect = () => new DOMRect(0, 0, 48, 48);
  listenForCarriedTaps(splash, copy);
  splash.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 10 }));
}

/** The app as the carry-over uses it: its store and its alert. */
function app() {
  const said: unknown[][] = [];
  const store = { name: 'the store' };
  return {
    said,
    app: {
      store,
      alerts: { notify: (...args: unknown[]) => said.push(args) },
    } as unknown as Parameters<typeof carryOverTapInApp>[0],
  };
}

/** The texts by key, as the app's i18n gives them. */
const i18n = { t: (key: string) => `«${key}»` } as unknown as I18n;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><button data-carry-tap="menu"></button></div>';
  window.history.replaceState(null, '', '/');
  takeCarriedTap();
  carriedAddCode.mockReset();
});

test("a product's add without its card on home: waits with home's list of the app's store, the alert and the texts", async () => {
  const list = { find: () => 'asking', subscribe: () => () => undefined };
  const homeProductList = vi.fn(() => list);
  const waitForCard = vi.fn();
  carriedAddCode.mockResolvedValue({ waitForCard, homeProductList } as never);
  tapped('add:7');
  const { app: live, said } = app();

  carryOverTapInApp(live, i18n, carriedAddCode);
  await settle();

  expect(carriedAddCode).toHaveBeenCalledTimes(1);
  expect(homeProductList).toHaveBeenCalledWith(live.store);
  expect(waitForCard).toHaveBeenCalledWith('add:7', list, {
    say: expect.any(Function) as unknown,
    noLongerSold: '«shell:carriedTap.noLongerSold»',
    listFailed: '«shell:carriedTap.priceUnknown»',
  });
  // What it says goes to the app's alert, as a plain notice.
  const [[, , texts]] = waitForCard.mock.calls as [
    [unknown, unknown, { say: (m: string) => void }],
  ];
  texts.say('這項商品已停售');
  expect(said).toEqual([['這項商品已停售']]);
});

test("the wait's code cannot be fetched (offline): the price cannot be had", async () => {
  carriedAddCode.mockRejectedValue(new Error('offline'));
  tapped('add:7');
  const { app: live, said } = app();

  carryOverTapInApp(live, i18n, carriedAddCode);
  await settle();

  expect(said).toEqual([['«shell:carriedTap.priceUnknown»']]);
});

test("the wait's code cannot be fetched, and the buyer has left home meanwhile: nothing said", async () => {
  carriedAddCode.mockRejectedValue(new Error('offline'));
  tapped('add:7');
  const { app: live, said } = app();

  carryOverTapInApp(live, i18n, carriedAddCode);
  window.history.replaceState(null, '', '/order');
  await settle();

  expect(said).toEqual([]);
});

test('a part the live home shows: pressed, no code fetched', async () => {
  const clicks: string[] = [];
  document.querySelector('#root button')?.addEventListener('click', () => clicks.push('menu'));
  tapped('menu');
  const { app: live, said } = app();

  carryOverTapInApp(live, i18n, carriedAddCode);
  await settle();

  expect(clicks).toEqual(['menu']);
  expect(carriedAddCode).not.toHaveBeenCalled();
  expect(said).toEqual([]);
});
