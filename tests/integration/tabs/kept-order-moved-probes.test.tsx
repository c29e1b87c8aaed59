/**
 * Probes of the kept order after its move (`order.kept`, the send's `keptId`, the runs `order.keptRuns` of this tab
 * only): a copy stored by the version that said `waiting`/`waitingId`, a reload while a run is in flight, two tabs,
 * a phone clock far off the kept order's deadline, and a server that commits the order but whose answer is lost.
 * Each counts order/add exactly and checks what the buyer's bar says (kept-order-bar.tsx).
 */
import { render, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { http } from 'msw';
import { KeptOrderBar } from '../../../src/features/checkout/kept-order-bar';
import { submitOrder } from '../../../src/features/checkout/order-send';
import { checkoutTexts } from '../../../src/features/checkout/texts/checkout';
import { fail } from '../../../src/mocks/envelope';
import { server } from '../../../src/mocks/node';
import { decodeStored } from '../../../src/store/stored/phone-storage';
import { selectKeptRun, selectKeptSent } from '../../../src/store/order/order-slice';
import { captureRequests } from '../../support/capture-requests';
import { i18nWith } from '../../support/i18n-with';
import { cutNextOrderAdd } from '../../support/cut-order-add';
import { holdAnswer } from '../../support/hold-answer';
import { openTab, sharedLocalStorage } from '../../support/tabs';
import {
  addCount,
  keepTwoLines,
  online,
  ordersOf,
  reloadMidSend,
  settle,
  wire,
  type Tab,
  cutShortByReload,
} from '../../support/kept-order';

const ORDER_KEY = 'sorting-app:Order';

/** The stored order slice, each field as its own JSON text (redux-persist's shape), edited as a whole. */
function editStoredOrder(
  data: Map<string, string>,
  edit: (fields: Record<string, unknown>) => Record<string, unknown>,
) {
  const raw = data.get(ORDER_KEY);
  if (raw === undefined) throw new Error('no stored order slice');
  const fields = decodeStored(raw);
  if (fields === null) throw new Error('unreadable order slice');
  const outer: Record<string, string> = {};
  for (const [key, value] of Object.entries(edit(fields))) outer[key] = JSON.stringify(value);
  data.set(ORDER_KEY, JSON.stringify(outer));
}

/** The copy as the version before the kept order's one name stored it: `waiting`, and the send's `waitingId`. */
function toOldShape(fields: Record<string, unknown>): Record<string, unknown> {
  const { kept, pendingSends, ...rest } = fields;
  const sends = Object.fromEntries(
    Object.entries((pendingSends ?? {}) as Record<string, Record<string, unknown>>).map(
      ([shop, { keptId, ...send }]) => [shop, { ...send, waitingId: keptId }],
    ),
  );
  return { ...rest, waiting: kept, pendingSends: sends };
}

/**
 * What the shell's bar of the tab says now, as the buyer sees it on any screen: rendered from the tab's store at this
 * moment and taken down again (the app goes on meanwhile, outside React's act).
 */
function barNow(tab: Tab): string {
  const view = render(
    <Provider store={tab.store}>
      <I18nextProvider i18n={i18nWith(checkoutTexts)}>
        <MemoryRouter>
          <KeptOrderBar />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  const text = within(view.container).getByRole('status', { name: '等待送出的訂單' }).textContent;
  view.unmount();
  return text;
}

let phoneOnline = true;
beforeEach(() => {
  phoneOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => phoneOnline);
});

describe('A a copy stored in the old shape (`waiting`, `waitingId`) while its order/add had left', () => {
  /** Kept, its order/add on its way (committed or not by the server), the page gone: storage in the old shape. */
  async function oldCopyMidSend(committed: boolean) {
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    const capture = captureRequests();
    cutNextOrderAdd({ committed, answer: 'never' });
    wire(tab);
    await waitFor(async () => expect(await addCount(capture)).toBe(1));
    const phone = await reloadMidSend(storage, tab);
    editStoredOrder(phone.data, toOldShape);
    expect(phone.data.get(ORDER_KEY)).toContain('waitingId');
    expect(phone.data.get(ORDER_KEY)).not.toContain('keptId');
    return { phone, capture };
  }

  test('it had landed: the new code reads it as sending, finds the order, sends nothing; the bar says 訂單已送出', async () => {
    const before = ordersOf('101').length;
    const { phone, capture } = await oldCopyMidSend(true);
    expect(ordersOf('101')).toHaveLength(before + 1);
    const tab = await openTab(phone.tab(), 'demo');
    const { kept, pendingSends } = tab.store.getState().order;
    expect(kept['101']?.status).toBe('sending');
    expect(pendingSends['101']?.keptId).toBe(kept['101']?.id);
    expect(barNow(tab)).not.toBe('');
    wire(tab);
    await waitFor(() => expect(selectKeptSent(tab.store.getState(), '101')).not.toBeNull());
    online();
    await settle();
    expect(await addCount(capture)).toBe(1);
    expect(ordersOf('101')).toHaveLength(before + 1);
    await waitFor(() => expect(barNow(tab)).toContain('訂單已送出'));
    expect(tab.store.getState().order.kept).toEqual({});
    expect(tab.store.getState().order.pendingSends).toEqual({});
  });

  test('it never landed: checked first, then sent once; the bar says 訂單已送出', async () => {
    const before = ordersOf('101').length;
    const { phone, capture } = await oldCopyMidSend(false);
    const tab = await openTab(phone.tab(), 'demo');
    expect(tab.store.getState().order.kept['101']?.status).toBe('sending');
    wire(tab);
    await waitFor(() => expect(selectKeptSent(tab.store.getState(), '101')).not.toBeNull());
    online();
    await settle();
    expect(await addCount(capture)).toBe(2);
    expect(ordersOf('101')).toHaveLength(before + 1);
    await waitFor(() => expect(barNow(tab)).toContain('訂單已送出'));
  });

  test('two tabs open on the old copy, both told online: one resend at most, one order', async () => {
    const before = ordersOf('101').length;
    const { phone, capture } = await oldCopyMidSend(false);
    const tabA = await openTab(phone.tab(), 'demo');
    // The second tab takes the session the first one stored, as a tab opened beside it does.
    const tabB = await openTab(phone.tab());
    wire(tabA);
    wire(tabB);
    for (let i = 0; i < 3; i += 1) online();
    await waitFor(() => {
      expect(selectKeptSent(tabA.store.getState(), '101')).not.toBeNull();
      expect(selectKeptSent(tabB.store.getState(), '101')).not.toBeNull();
    });
    online();
    await settle();
    expect(await addCount(capture)).toBe(2);
    expect(ordersOf('101')).toHaveLength(before + 1);
  });
});

describe('A2 a copy of the first version: its waiting order left `waiting` as order/add left, only `waitingId` remains', () => {
  async function firstVersionCopyMidSend(committed: boolean) {
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    const capture = captureRequests();
    cutNextOrderAdd({ committed, answer: 'never' });
    wire(tab);
    await waitFor(async () => expect(await addCount(capture)).toBe(1));
    const phone = await reloadMidSend(storage, tab);
    editStoredOrder(phone.data, (fields) => ({ ...toOldShape(fields), waiting: {} }));
    return { phone, capture };
  }

  test('it had landed: the start-up check of the pending send finds it, nothing is sent again', async () => {
    const before = ordersOf('101').length;
    const { phone, capture } = await firstVersionCopyMidSend(true);
    const tab = await openTab(phone.tab(), 'demo');
    expect(tab.store.getState().order.kept).toEqual({});
    expect(tab.store.getState().order.pendingSends['101']?.keptId).toBeDefined();
    wire(tab);
    // What app/session-wiring.ts's check of the active shop's pending send dispatches.
    const result = await tab.store.dispatch(submitOrder({ customerid: '101' }));
    expect(result.payload).toMatchObject({ kind: 'created' });
    online();
    await settle();
    expect(await addCount(capture)).toBe(1);
    expect(ordersOf('101')).toHaveLength(before + 1);
    expect(tab.store.getState().order.pendingSends).toEqual({});
  });

  test('it never landed: not sent again by itself, and the bar tells the buyer it may not have been sent', async () => {
    const before = ordersOf('101').length;
    const { phone, capture } = await firstVersionCopyMidSend(false);
    const tab = await openTab(phone.tab(), 'demo');
    wire(tab);
    await tab.store.dispatch(submitOrder({ customerid: '101' }));
    online();
    await settle();
    expect(await addCount(capture)).toBe(1);
    expect(ordersOf('101')).toHaveLength(before);
    expect(tab.store.getState().order.keptRuns).toEqual({});
    expect(barNow(tab)).toContain('訂單可能沒有送出');
  });
});

describe('B keptRuns is never stored: a reload while a kept run is in flight', () => {
  test('the new page starts with no run (no stuck 正在送出), finds the late answer landed: one order/add', async () => {
    const storage = sharedLocalStorage();
    const tabA = await openTab(storage.tab(), 'demo');
    keepTwoLines(tabA);
    const before = ordersOf('101').length;
    const capture = captureRequests();
    const release = holdAnswer('post', '/api/order/add');
    wire(tabA);
    await waitFor(async () => expect(await addCount(capture)).toBe(1));
    expect(selectKeptRun(tabA.store.getState(), '101')).toBe(true);
    expect(storage.data.get(ORDER_KEY)).not.toContain('keptRuns');

    const reloaded = await openTab(storage.tab());
    expect(reloaded.store.getState().order.keptRuns).toEqual({});
    // Not the run's 「正在送出」: this page runs nothing yet; its bar says the outcome is being found out.
    expect(barNow(reloaded)).not.toContain('網路已恢復，正在送出等待中的訂單');
    wire(reloaded);
    release();
    await waitFor(() => expect(selectKeptSent(reloaded.store.getState(), '101')).not.toBeNull());
    await settle();
    expect(await addCount(capture)).toBe(1);
    expect(ordersOf('101')).toHaveLength(before + 1);
    expect(reloaded.store.getState().order.keptRuns).toEqual({});
    expect(tabA.store.getState().order.keptRuns).toEqual({});
    await waitFor(() => expect(barNow(reloaded)).toContain('訂單已送出'));
  });

  test('the old page died with its call (never committed): the new page has no run left over, resends once, and its run ends', async () => {
    const { phone, before, capture } = await cutShortByReload();
    const reloaded = await openTab(phone.tab(), 'demo');
    expect(reloaded.store.getState().order.keptRuns).toEqual({});
    wire(reloaded);
    await waitFor(() => expect(selectKeptSent(reloaded.store.getState(), '101')).not.toBeNull());
    online();
    await settle();
    expect(await addCount(capture)).toBe(2);
    expect(ordersOf('101')).toHaveLength(before + 1);
    expect(reloaded.store.getState().order.keptRuns).toEqual({});
    expect(barNow(reloaded)).toContain('訂單已送出');
  });
});

describe('C two tabs: runs stay in their tab', () => {
  test("tab A's run never shows in tab B (which hears every write of A's send), both told online: one order/add", async () => {
    const storage = sharedLocalStorage();
    const tabA = await openTab(storage.tab(), 'demo');
    const tabB = await openTab(storage.tab());
    keepTwoLines(tabA);
    await waitFor(() => expect(tabB.store.getState().order.kept['101']).toBeDefined());
    const before = ordersOf('101').length;
    const capture = captureRequests();
    const release = holdAnswer('post', '/api/order/add');
    // Every state of B while only A runs: none may hold a run.
    const runsSeenInB: unknown[] = [];
    const unwatch = tabB.store.subscribe(() => {
      const runs = tabB.store.getState().order.keptRuns;
      if (Object.keys(runs).length > 0) runsSeenInB.push(runs);
    });
    wire(tabA);
    await waitFor(async () => expect(await addCount(capture)).toBe(1));
    // B has taken A's pending send and the kept order marked sending, never A's run.
    await waitFor(() => expect(tabB.store.getState().order.kept['101']?.status).toBe('sending'));
    expect(tabB.store.getState().order.keptRuns).toEqual({});
    unwatch();
    expect(runsSeenInB).toEqual([]);
    wire(tabB);
    online();
    online();
    release();
    await waitFor(() => expect(selectKeptSent(tabA.store.getState(), '101')).not.toBeNull());
    await waitFor(() => expect(selectKeptSent(tabB.store.getState(), '101')).not.toBeNull());
    online();
    await settle();
    expect(await addCount(capture)).toBe(1);
    expect(ordersOf('101')).toHaveLength(before + 1);
    expect(tabA.store.getState().order.keptRuns).toEqual({});
    // B's own tries (told another tab holds the shop) have ended too.
    expect(tabB.store.getState().order.keptRuns).toEqual({});
    expect(tabA.store.getState().order.kept).toEqual({});
    expect(tabB.store.getState().order.kept).toEqual({});
  });
});

describe("D a phone clock far off the kept order's deadline", () => {
  test('far ahead (+3 days) when the signal returns: never sent, marked dateExpired, and the bar says so', async () => {
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    const capture = captureRequests();
    phoneOnline = false;
    wire(tab);
    vi.setSystemTime(new Date(Date.now() + 3 * 24 * 3_600_000));
    phoneOnline = true;
    online();
    await waitFor(() => expect(tab.store.getState().order.kept['101']?.status).toBe('dateExpired'));
    for (let i = 0; i < 3; i += 1) online();
    await settle();
    expect(await addCount(capture)).toBe(0);
    await waitFor(() => expect(barNow(tab)).toContain('已過截止時間'));
    expect(tab.store.getState().order.keptRuns).toEqual({});
  });

  test('far behind: the phone thinks the date is still allowed, the server (true clock) refuses it; marked refused with its words, sent once, never again by itself', async () => {
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    const capture = captureRequests();
    // The server's own clock says the date is past: its refusal, as the demo backend words it.
    server.use(http.post('*/api/order/add', () => fail('希望配送日期最早為明天')));
    wire(tab);
    await waitFor(() => expect(tab.store.getState().order.kept['101']?.status).toBe('refused'));
    for (let i = 0; i < 3; i += 1) online();
    await settle();
    expect(await addCount(capture)).toBe(1);
    await waitFor(() => expect(barNow(tab)).toContain('希望配送日期最早為明天'));
    expect(tab.store.getState().order.keptRuns).toEqual({});
  });

  test('the clock jumps past the cutoff after it was kept and back again: dateExpired is final, nothing is sent', async () => {
    vi.setSystemTime(new Date('2026-11-28T05:50:00+08:00'));
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    expect(tab.store.getState().order.kept['101']?.draft.expecteddate).toBe('2026-11-29');
    const capture = captureRequests();
    phoneOnline = false;
    wire(tab);
    vi.setSystemTime(new Date('2026-11-28T06:00:01+08:00'));
    phoneOnline = true;
    online();
    await waitFor(() => expect(tab.store.getState().order.kept['101']?.status).toBe('dateExpired'));
    vi.setSystemTime(new Date('2026-11-28T05:55:00+08:00'));
    for (let i = 0; i < 3; i += 1) online();
    await settle();
    expect(await addCount(capture)).toBe(0);
    expect(tab.store.getState().order.kept['101']?.status).toBe('dateExpired');
  });
});

describe('E the server commits the kept order but its answer is lost', () => {
  test('during the kept run (connection drops on the answer): the watch finds it, no second order/add, the bar says 訂單已送出', async () => {
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    const before = ordersOf('101').length;
    const capture = captureRequests();
    cutNextOrderAdd({ committed: true, answer: 'network' });
    wire(tab);
    await waitFor(() => expect(selectKeptSent(tab.store.getState(), '101')).not.toBeNull());
    for (let i = 0; i < 3; i += 1) online();
    await settle();
    expect(await addCount(capture)).toBe(1);
    expect(ordersOf('101')).toHaveLength(before + 1);
    expect(tab.store.getState().order.keptRuns).toEqual({});
    expect(tab.store.getState().order.pendingSends).toEqual({});
    expect(barNow(tab)).toContain('訂單已送出');
  });

  test('the answer lost and the watch cannot reach the server: the run ends (no stuck 正在送出), a later try finds it, no second order/add', async () => {
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    const before = ordersOf('101').length;
    const capture = captureRequests();
    cutNextOrderAdd({ committed: true, answer: 'network' });
    // Every look at the last order after order/add left fails (the connection drops for good).
    let looks = 0;
    let down = true;
    server.use(
      http.get('*/api/order/lastorder', () => {
        looks += 1;
        return looks > 1 && down ? Response.error() : undefined;
      }),
    );
    wire(tab);
    await waitFor(async () => expect(await addCount(capture)).toBe(1));
    await waitFor(() => expect(tab.store.getState().orderSend.running).toEqual({}));
    expect(tab.store.getState().order.keptRuns).toEqual({});
    expect(barNow(tab)).not.toContain('網路已恢復，正在送出等待中的訂單');
    expect(barNow(tab)).not.toBe('');
    down = false;
    online();
    await waitFor(() => expect(selectKeptSent(tab.store.getState(), '101')).not.toBeNull());
    online();
    await settle();
    expect(await addCount(capture)).toBe(1);
    expect(ordersOf('101')).toHaveLength(before + 1);
    expect(barNow(tab)).toContain('訂單已送出');
  });
});

describe('F what the app did by itself is still told after a reload', () => {
  /** A new page on the phone's storage as it is now, signed in again as the same buyer. */
  const reloadOf = async (storage: ReturnType<typeof sharedLocalStorage>) =>
    openTab(sharedLocalStorage(Object.fromEntries(storage.data)).tab(), 'demo');

  test('sent by itself: the reloaded page still says 訂單已送出 with its number, and sends nothing', async () => {
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    const capture = captureRequests();
    wire(tab);
    await waitFor(() => expect(selectKeptSent(tab.store.getState(), '101')).not.toBeNull());
    await settle();
    const orderno = selectKeptSent(tab.store.getState(), '101')?.order.orderno ?? '';
    const reloaded = await reloadOf(storage);
    wire(reloaded);
    online();
    await settle();
    expect(barNow(reloaded)).toContain(`訂單已送出（訂單編號 ${orderno}）`);
    expect(await addCount(capture)).toBe(1);
  });

  test('past its cutoff by itself: the reloaded page still says so, and sends nothing', async () => {
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    const capture = captureRequests();
    vi.setSystemTime(new Date(Date.now() + 3 * 24 * 3_600_000));
    wire(tab);
    await waitFor(() => expect(tab.store.getState().order.kept['101']?.status).toBe('dateExpired'));
    await settle();
    const reloaded = await reloadOf(storage);
    wire(reloaded);
    online();
    await settle();
    expect(barNow(reloaded)).toContain('已過截止時間');
    expect(await addCount(capture)).toBe(0);
  });

  test('refused by the server: the reloaded page still shows the words, and never sends it again by itself', async () => {
    const storage = sharedLocalStorage();
    const tab = await openTab(storage.tab(), 'demo');
    keepTwoLines(tab);
    const capture = captureRequests();
    server.use(http.post('*/api/order/add', () => fail('品項已停售')));
    wire(tab);
    await waitFor(() => expect(tab.store.getState().order.kept['101']?.status).toBe('refused'));
    await settle();
    const reloaded = await reloadOf(storage);
    wire(reloaded);
    online();
    await settle();
    expect(barNow(reloaded)).toContain('品項已停售');
    expect(await addCount(capture)).toBe(1);
  });
});
