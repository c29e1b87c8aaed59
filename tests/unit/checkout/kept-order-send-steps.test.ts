/**
 * A kept order's send, call by call (docs/reliability.md, "An order kept for the signal"): what the app asks the
 * backend, in what order and when, after a send of it was cut short. The order is the same either way in many of
 * these cases (the last order asked before order/add finds an order that landed), so only the calls tell a whole
 * watch from one look, a found order from one asked about again, and a wait from none: a wrong step here costs a
 * buyer half a minute of 確認中 or, with a slow server, a second order. Mutation testing runs these (stryker.config.mjs).
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderDraft } from '../../../src/api/types';
import { submitOrder } from '../../../src/features/checkout/order-send';
import { server } from '../../../src/mocks/node';
import { withTabLock } from '../../../src/phone/tab-lock';
import { lineRemoved } from '../../../src/store/cart/cart-slice';
import { keptOrderDropped } from '../../../src/store/order/order-slice';
import { signedOut } from '../../../src/store/session/auth-slice';
import { captureRequests, withoutCartSync } from '../../support/capture-requests';
import { cutNextOrderAdd } from '../../support/cut-order-add';
import { tontoro } from '../../support/cart-fixtures';
import {
  keepTwoLines,
  keptDraft,
  ordersOf,
  reloadMidSend,
  type Phone,
  type Tab,
} from '../../support/kept-order';
import { signInAs } from '../../support/render-app';
import { serveDemoBackend } from '../../support/serve-demo-backend';
import { openTab, sharedLocalStorage } from '../../support/tabs';

serveDemoBackend();

const LAST_ORDER = 'GET /api/order/lastorder?customerid=101';
const ORDER_ADD = 'POST /api/order/add';

/** The calls of the send (the cart sync that every sign-in starts aside). */
async function sendCalls(capture: ReturnType<typeof captureRequests>): Promise<string[]> {
  return withoutCartSync(await capture.calls()).map((sent) => sent.call);
}

/** A tab whose runs end with the test (its session ends, which stops a run that waits and frees the shop's lock). */
async function tabOn(phone: Phone, delays: readonly number[] = [0, 10], limitMs = 30) {
  const tab = await openTab(phone.tab(), 'demo', delays, limitMs);
  onTestFinished(() => {
    tab.store.dispatch(signedOut());
  });
  return tab;
}

const keptId = (tab: Tab): string => {
  const kept = tab.store.getState().order.kept['101'];
  if (kept === undefined) throw new Error('the order should be kept');
  return kept.id;
};

const sendKept = (tab: Tab, extra: { resend?: boolean } = {}) =>
  tab.store.dispatch(submitOrder({ customerid: '101', keptId: keptId(tab), ...extra }));

/** Shop 101's kept order whose order/add was on its way when the page went away; the new page, signed in again. */
async function reloadedWhileSending(committed: boolean) {
  const phone = sharedLocalStorage();
  const tab = await tabOn(phone);
  keepTwoLines(tab);
  cutNextOrderAdd({ committed, answer: 'never' });
  void sendKept(tab);
  await waitFor(() =>
    expect(tab.store.getState().order.pendingSends['101']?.status).toBe('sending'),
  );
  const reloaded = await tabOn(await reloadMidSend(phone, tab));
  return reloaded;
}

describe('an earlier send of the kept order, settled before it goes again', () => {
  test('its watch never ended (a reload mid-send): it is watched whole, then the last order is asked once more before order/add', async () => {
    const reloaded = await reloadedWhileSending(false);
    const capture = captureRequests();
    const result = await sendKept(reloaded);
    expect(result.payload).toMatchObject({ kind: 'created', kept: true });
    // The watch's two looks ([0, 10] ms here), then sendFresh's own look, then the send.
    expect(await sendCalls(capture)).toEqual([LAST_ORDER, LAST_ORDER, LAST_ORDER, ORDER_ADD]);
  });

  test('already not found: one look, not a whole watch, then the last order once more and order/add', async () => {
    const phone = sharedLocalStorage();
    const tab = await tabOn(phone, [0, 10], 60_000);
    keepTwoLines(tab);
    cutNextOrderAdd({ committed: false, answer: 'network' });
    void sendKept(tab);
    // Watched and not found; the page now waits out the call's limit (a minute) and goes before it ends.
    await waitFor(() =>
      expect(tab.store.getState().order.pendingSends['101']?.status).toBe('notFound'),
    );
    const reloaded = await tabOn(await reloadMidSend(phone, tab));
    const capture = captureRequests();
    const result = await sendKept(reloaded);
    expect(result.payload).toMatchObject({ kind: 'created', kept: true });
    expect(await sendCalls(capture)).toEqual([LAST_ORDER, LAST_ORDER, ORDER_ADD]);
  });

  test('found by the watch: told as sent, nothing asked again and nothing sent', async () => {
    const reloaded = await reloadedWhileSending(true);
    const before = ordersOf('101').length;
    const capture = captureRequests();
    const result = await sendKept(reloaded);
    expect(result.payload).toMatchObject({ kind: 'created', kept: true });
    expect(await sendCalls(capture)).toEqual([LAST_ORDER]);
    expect(ordersOf('101')).toHaveLength(before);
  });

  test('the last order not answered throughout the watch: nothing sent, the kept order still sending for the next try', async () => {
    const reloaded = await reloadedWhileSending(false);
    server.use(
      http.get('*/api/order/lastorder', () =>
        HttpResponse.json({ code: 500, message: '系統忙碌中' }, { status: 500 }),
      ),
    );
    const capture = captureRequests();
    const result = await sendKept(reloaded);
    expect(result.payload).toEqual({ kind: 'unreachable' });
    expect(await sendCalls(capture)).toEqual([LAST_ORDER, LAST_ORDER]);
    expect(reloaded.store.getState().order.kept['101']?.status).toBe('sending');
  });
});

describe('the wait until a lost send can no longer land', () => {
  /** When each order/add reached the backend, on a clock nobody sets. */
  function orderAddTimes(): number[] {
    const times: number[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/order/add') times.push(performance.now());
    };
    server.events.on('request:start', listener);
    onTestFinished(() => {
      server.events.removeListener('request:start', listener);
    });
    return times;
  }

  test('the phone’s clock set forward after the send does not bring the resend early: the page counts on its own clock', async () => {
    const limitMs = 1_500;
    // The watch takes 300 ms here, long enough to set the clock while it runs.
    const tab = await tabOn(sharedLocalStorage(), [0, 300], limitMs);
    keepTwoLines(tab);
    const before = ordersOf('101').length;
    const times = orderAddTimes();
    cutNextOrderAdd({ committed: false, answer: 'network' });
    const run = sendKept(tab);
    await waitFor(() => expect(times).toHaveLength(1));
    // A network time correction, ten minutes forward, while the watch runs.
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect((await run).payload).toMatchObject({ kind: 'created', kept: true });
    expect(times).toHaveLength(2);
    const [first = 0, second = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(limitMs - 100);
    expect(ordersOf('101')).toHaveLength(before + 1);
  });

  test('the buyer’s 重新送出 skips the wait once; when that send is lost too, the next one waits the limit again', async () => {
    const limitMs = 1_500;
    const tab = await tabOn(sharedLocalStorage(), [0, 10], limitMs);
    keepTwoLines(tab);
    cutNextOrderAdd({ committed: false, answer: 'network' });
    const first = sendKept(tab);
    await waitFor(() =>
      expect(tab.store.getState().order.pendingSends['101']?.status).toBe('notFound'),
    );
    // The buyer does not wait: the session ends and starts again (as a sign-out and sign-in would), then 重新送出.
    tab.store.dispatch(signedOut());
    await first;
    await signInAs(tab.store, 'demo');
    const before = ordersOf('101').length;
    const times = orderAddTimes();
    cutNextOrderAdd({ committed: false, answer: 'network' });
    const asked = performance.now();
    const result = await sendKept(tab, { resend: true });
    expect(result.payload).toMatchObject({ kind: 'created', kept: true });
    expect(times).toHaveLength(2);
    const [resent = 0, third = 0] = times;
    // 重新送出 left at once; the send after its lost answer waited out that answer's limit.
    expect(resent - asked).toBeLessThan(limitMs - 100);
    expect(third - resent).toBeGreaterThanOrEqual(limitMs - 100);
    expect(ordersOf('101')).toHaveLength(before + 1);
  });
});

test('a send that fails before its order/add leaves, after an earlier one of the same run was lost: not a refusal, the kept order still sending', async () => {
  const tab = await tabOn(sharedLocalStorage());
  keepTwoLines(tab);
  cutNextOrderAdd({ committed: false, answer: 'network' });
  // The run's looks: sendFresh's, the watch's two, the settling look; the fifth (the second sendFresh's) fails.
  let looks = 0;
  server.use(
    http.get('*/api/order/lastorder', () => {
      looks += 1;
      if (looks === 5)
        return HttpResponse.json({ code: 500, message: '系統忙碌中' }, { status: 500 });
      return undefined;
    }),
  );
  const capture = captureRequests();
  const result = await sendKept(tab);
  expect(result.payload).toMatchObject({ kind: 'failed' });
  expect(await sendCalls(capture)).toEqual([
    LAST_ORDER,
    ORDER_ADD,
    LAST_ORDER,
    LAST_ORDER,
    LAST_ORDER,
    LAST_ORDER,
  ]);
  expect(tab.store.getState().order.kept['101']).toMatchObject({
    status: 'sending',
    message: '',
  });
});

describe('what the run says as it begins and ends (the bar and the dialog read it)', () => {
  /** A dialog send of shop 101's cart whose answer is lost and whose order is not found: its pending send kept. */
  async function dialogSendNotFound(tab: Tab) {
    keepTwoLines(tab);
    tab.store.dispatch(keptOrderDropped({ customerid: '101', id: keptId(tab) }));
    cutNextOrderAdd({ committed: false, answer: 'network' });
    const result = await tab.store.dispatch(submitOrder({ customerid: '101', draft: keptDraft() }));
    expect(result.payload).toEqual({ kind: 'notFound' });
  }

  test('送出 with nothing pending begins as sending; with a send pending, as a check; a confirmed resend, as sending; none is the kept order’s', async () => {
    const tab = await tabOn(sharedLocalStorage());
    const begin = (request: Parameters<typeof submitOrder>[0]) => {
      const run = tab.store.dispatch(submitOrder(request));
      const { orderSend, order } = tab.store.getState();
      return { run, phase: orderSend.running['101'], kept: order.keptRuns['101'] };
    };
    keepTwoLines(tab);
    tab.store.dispatch(keptOrderDropped({ customerid: '101', id: keptId(tab) }));
    cutNextOrderAdd({ committed: false, answer: 'network' });
    const fresh = begin({ customerid: '101', draft: keptDraft() });
    expect([fresh.phase, fresh.kept]).toEqual(['sending', undefined]);
    expect((await fresh.run).payload).toEqual({ kind: 'notFound' });

    const check = begin({ customerid: '101' });
    expect([check.phase, check.kept]).toEqual(['checking', undefined]);
    expect((await check.run).payload).toEqual({ kind: 'notFound' });
    expect(tab.store.getState().orderSend.notices['101']).toEqual({ kind: 'notFound' });

    const again = begin({ customerid: '101', draft: keptDraft() });
    expect([again.phase, again.kept]).toEqual(['checking', undefined]);
    expect((await again.run).payload).toEqual({ kind: 'notFound' });

    const resend = begin({ customerid: '101', draft: keptDraft(), resend: true });
    expect([resend.phase, resend.kept]).toEqual(['sending', undefined]);
    expect((await resend.run).payload).toMatchObject({ kind: 'created' });
  });

  test('the phone offline: a dialog send fails at once with the connection as its reason, nothing asked', async () => {
    const tab = await tabOn(sharedLocalStorage());
    await dialogSendNotFound(tab);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => {
      offline.mockRestore();
    });
    const capture = captureRequests();
    const result = await tab.store.dispatch(
      submitOrder({ customerid: '101', draft: keptDraft(), resend: true }),
    );
    expect(result.payload).toEqual({
      kind: 'failed',
      error: { kind: 'network', message: 'offline' },
    });
    expect(await sendCalls(capture)).toEqual([]);
  });

  test('a kept order’s send while another tab sends for the shop: nothing to tell in the dialog (the bar speaks for it)', async () => {
    const tab = await tabOn(sharedLocalStorage());
    keepTwoLines(tab);
    let release: (() => void) | undefined;
    const held = withTabLock(
      'order-send:101',
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await waitFor(() => expect(release).toBeDefined());
    const result = await sendKept(tab);
    release?.();
    await held;
    expect(result.payload).toEqual({ kind: 'busyElsewhere' });
    expect(tab.store.getState().orderSend.notices).toEqual({});
  });

  test('a kept order’s send whose answers are all lost and not found: the dialog keeps that it is unknown', async () => {
    const tab = await tabOn(sharedLocalStorage(), [0, 10], 20);
    keepTwoLines(tab);
    server.use(http.post('*/api/order/add', () => HttpResponse.error()));
    const result = await sendKept(tab);
    expect(result.payload).toEqual({ kind: 'notFound' });
    expect(tab.store.getState().orderSend.notices['101']).toEqual({ kind: 'notFound' });
  });
});

describe('a kept order that changed while its earlier send was unknown', () => {
  /** Shop 101's kept order sent and lost, not found; the run that waits out the limit (a minute) stopped. */
  async function lostAndStopped() {
    const tab = await tabOn(sharedLocalStorage(), [0, 10], 60_000);
    keepTwoLines(tab);
    const id = keptId(tab);
    cutNextOrderAdd({ committed: false, answer: 'network' });
    const run = sendKept(tab);
    await waitFor(() =>
      expect(tab.store.getState().order.pendingSends['101']?.status).toBe('notFound'),
    );
    tab.store.dispatch(signedOut());
    await run;
    await signInAs(tab.store, 'demo');
    return { tab, id };
  }

  test('cancelled: the check as the dialog opens still looks for the earlier send, as a plain one', async () => {
    const { tab, id } = await lostAndStopped();
    tab.store.dispatch(keptOrderDropped({ customerid: '101', id }));
    const capture = captureRequests();
    const check = tab.store.dispatch(submitOrder({ customerid: '101' }));
    expect(tab.store.getState().order.keptRuns).toEqual({});
    expect((await check).payload).toEqual({ kind: 'notFound' });
    expect(await sendCalls(capture)).toEqual([LAST_ORDER]);
  });

  test('back to waiting (its cart changed): the check as the dialog opens is a plain look, not the kept order’s send', async () => {
    const { tab } = await lostAndStopped();
    tab.store.dispatch(lineRemoved({ customerid: '101', id: tontoro.id }));
    // The buyer's 重新送出 (no wait for the limit): the changed cart stops it, and the bar asks again.
    void tab.store.dispatch(submitOrder({ customerid: '101', keptId: keptId(tab), resend: true }));
    await waitFor(() => expect(tab.store.getState().order.kept['101']?.status).toBe('waiting'));
    await waitFor(() => expect(tab.store.getState().orderSend.running).toEqual({}));
    const check = tab.store.dispatch(submitOrder({ customerid: '101' }));
    expect(tab.store.getState().order.keptRuns).toEqual({});
    expect((await check).payload).toEqual({ kind: 'notFound' });
  });

  test('the buyer sends the cart from the delivery dialog instead: that order goes, with the dialog’s date, and the kept order is gone', async () => {
    const { tab } = await lostAndStopped();
    const capture = captureRequests();
    const dialogDraft = { ...keptDraft(), expecteddate: '2026-12-01' };
    const send = tab.store.dispatch(
      submitOrder({ customerid: '101', draft: dialogDraft, resend: true }),
    );
    expect(tab.store.getState().order.keptRuns).toEqual({});
    expect((await send).payload).toMatchObject({ kind: 'created' });
    const adds = await capture.to('/api/order/add');
    expect(adds.map((add) => (add.body as OrderDraft).expecteddate)).toEqual(['2026-12-01']);
    expect(tab.store.getState().order.kept).toEqual({});
  });

  test('its date passed the cutoff meanwhile: 重新送出 looks for the earlier send once and sends nothing; the tries by itself after that ask nothing', async () => {
    const { tab } = await lostAndStopped();
    const kept = tab.store.getState().order.kept['101'];
    // 06:30 in Taipei on the day before its delivery date: past the cutoff for that date.
    const dayBefore = new Date(`${kept?.draft.expecteddate ?? ''}T06:30:00+08:00`);
    vi.setSystemTime(dayBefore.getTime() - 24 * 3_600_000);
    await signInAs(tab.store, 'demo');
    const capture = captureRequests();
    // The buyer's 重新送出 (no wait for the limit): not found, and then the date stops it.
    expect((await sendKept(tab, { resend: true })).payload).toBeNull();
    expect(tab.store.getState().order.kept['101']?.status).toBe('dateExpired');
    expect(await sendCalls(capture)).toEqual([LAST_ORDER]);
    expect((await sendKept(tab)).payload).toBeNull();
    expect(await sendCalls(capture)).toEqual([LAST_ORDER]);
  });

  test('cancelled just after its send was asked for (before the shop’s lock was had): nothing is asked or sent', async () => {
    const tab = await tabOn(sharedLocalStorage());
    keepTwoLines(tab);
    const id = keptId(tab);
    const capture = captureRequests();
    const run = sendKept(tab);
    tab.store.dispatch(keptOrderDropped({ customerid: '101', id }));
    expect((await run).payload).toBeNull();
    expect(await sendCalls(capture)).toEqual([]);
  });

  test('the session ends while the earlier send is watched: the run stops and says nothing', async () => {
    const phone = sharedLocalStorage();
    const tab = await tabOn(phone);
    keepTwoLines(tab);
    cutNextOrderAdd({ committed: false, answer: 'never' });
    void sendKept(tab);
    await waitFor(() =>
      expect(tab.store.getState().order.pendingSends['101']?.status).toBe('sending'),
    );
    const reloaded = await tabOn(await reloadMidSend(phone, tab), [0, 300]);
    const capture = captureRequests();
    const run = sendKept(reloaded);
    await waitFor(async () => expect(await capture.to('/api/order/lastorder')).toHaveLength(1));
    reloaded.store.dispatch(signedOut());
    expect((await run).payload).toBeNull();
    expect(reloaded.store.getState().order.kept['101']?.status).toBe('sending');
  });
});
