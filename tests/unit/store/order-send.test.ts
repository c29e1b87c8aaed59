import { http as mswHttp, HttpResponse, delay } from 'msw';
import { createTokenStore } from '../../../src/api/token-store';
import type { OrderDraft } from '../../../src/api/types';
import { server } from '../../../src/mocks/node';
import { deliveryOptionClosed } from '../../../src/store/order-slice';
import { selectOrderSend, submitOrder } from '../../../src/store/order-send';
import { freshStore } from '../../support/fresh-store';
import { freshJwt } from '../../support/jwt';
import { serveDemoBackend } from '../../support/serve-demo-backend';

const tokens = createTokenStore();

serveDemoBackend();

const draft: OrderDraft = {
  customerid: '101',
  deliveryaddress: '台北市大安區復興南路一段 100 號',
  expecteddate: '2026-11-27',
  deliverytype: '1',
  deliverytime: '01',
  deliverytimeremark: '',
  ispayment: '2',
  orderstatus: '00',
  orderdetails: [],
};

const created = {
  orderno: 'SO-1',
  orderdate: '2026-11-25 02:00:00',
  customeridname: '禾豐燒肉',
  deliveryamount: 0,
  orderamount: 0,
  ordername: '',
  deliveryaddress: draft.deliveryaddress,
  expecteddate: draft.expecteddate,
  orderstatus: '00',
  orderremark: '',
  deliverytype: '1',
  orderdetails: [],
};

beforeEach(() => {
  tokens.save(freshJwt(), 'refresh-1');
});

test('one send at a time: a second one while the first runs is not started, and the store says one runs', async () => {
  const store = await freshStore(tokens);
  let sent = 0;
  server.use(
    mswHttp.post('*/api/order/add', async () => {
      sent += 1;
      await delay(20);
      return HttpResponse.json({ code: 200, result: created });
    }),
  );

  const first = store.dispatch(submitOrder(draft));
  expect(selectOrderSend(store.getState()).phase).toBe('sending');
  const second = await store.dispatch(submitOrder(draft));
  expect(submitOrder.rejected.match(second) && second.meta.condition).toBe(true);

  const result = await first;
  expect(submitOrder.fulfilled.match(result) && result.payload).toEqual({
    kind: 'created',
    order: created,
  });
  expect(sent).toBe(1);
  expect(selectOrderSend(store.getState())).toEqual({ phase: 'idle', notice: null });
  expect(store.getState().order.newOrder).toEqual([created]);
});

test('a refused send says so until the dialog closes; the next opening starts clean', async () => {
  const store = await freshStore(tokens);
  server.use(
    mswHttp.post('*/api/order/add', () => HttpResponse.json({ code: 400, message: '品項已停售' })),
  );

  await store.dispatch(submitOrder(draft));
  expect(selectOrderSend(store.getState())).toMatchObject({
    phase: 'idle',
    notice: { kind: 'failed', error: { kind: 'business', message: '品項已停售' } },
  });
  expect(store.getState().order.pendingSend).toBeNull();

  store.dispatch(deliveryOptionClosed());
  expect(selectOrderSend(store.getState()).notice).toBeNull();
});

test('a lost answer is checked against the last order before the send settles', async () => {
  const store = await freshStore(tokens);
  let answer = (): void => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    mswHttp.post('*/api/order/add', () => HttpResponse.error()),
    mswHttp.get('*/api/order/lastorder', async () => {
      await answered;
      return HttpResponse.json({ code: 200, result: null });
    }),
  );

  const send = store.dispatch(submitOrder(draft));
  await vi.waitFor(() => expect(selectOrderSend(store.getState()).phase).toBe('checking'));
  answer();
  await send;
  expect(selectOrderSend(store.getState())).toEqual({ phase: 'idle', notice: { kind: 'unknown' } });
  expect(store.getState().order.pendingSend).toBeNull();
});
