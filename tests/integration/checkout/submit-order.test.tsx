import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axios, { AxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { getDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { selectCartLines } from '../../../src/store/cart/cart-slice';
import { selectSendPhase } from '../../../src/store/order/order-send-slice';
import { captureRequests } from '../../support/capture-requests';
import { locationOf, renderApp } from '../../support/render-app';
import {
  confirmButton,
  countOrderAdds,
  earliest,
  fillDialog,
  networkError,
  openDialog,
  porkBelly,
  SHOP,
  tontoro,
} from './checkout-support';

const { synced: _a, ...porkBellyLine } = porkBelly;
const { synced: _b, ...tontoroLine } = tontoro;

test('確認 sends the order draft and lands on /createorder with the order card; the cart is empty', async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const bodies = countOrderAdds();
  const dialog = await openDialog(store);
  await fillDialog(user, dialog, '<b>後門</b>🥩');
  await user.click(confirmButton(dialog));

  await waitFor(() => expect(locationOf(router)).toBe('/createorder'));
  expect(bodies).toEqual([
    {
      customerid: SHOP,
      deliveryaddress: '台北市信義區松壽路12號B1',
      expecteddate: earliest(),
      deliverytype: '1',
      deliverytime: '04',
      deliverytimeremark: '<b>後門</b>🥩',
      ispayment: '2',
      orderstatus: '00',
      orderdetails: [
        { ...porkBellyLine, id: expect.any(String) as string },
        { ...tontoroLine, id: expect.any(String) as string },
      ],
    },
  ]);
  const placed = getDb().orders.at(-1);
  const card = await screen.findByRole('region', { name: '您的訂單已送出！' });
  const valueOf = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
  expect(valueOf('訂單編號')).toBe(placed?.orderno);
  expect(valueOf('品項')).toBe('2');
  // 2.50 KG of pork belly + 4 packs of tontoro at 1 KG per 2 packs.
  expect(valueOf('總重')).toBe('4.50 KG');
  expect(await within(card).findByText('未出貨')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: '查看訂單明細' })).toHaveAttribute(
    'href',
    '/order',
  );
  expect(within(card).getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(selectCartLines(store.getState(), SHOP)).toEqual([]);
  // The next order starts from the defaults again.
  expect(store.getState().order.drafts).toEqual({});
  expect(store.getState().auth.orderDefaults).toEqual({ deliverytype: '1', ispayment: '2' });
});

test('the remark is sent only with 不指定', async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const bodies = countOrderAdds();
  const dialog = await openDialog(store);
  await fillDialog(user, dialog, '請放後門');
  await user.click(within(dialog).getByRole('radio', { name: '13:00前' }));
  await user.click(within(dialog).getByRole('radio', { name: '是' }));
  await user.click(confirmButton(dialog));
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'));
  expect(bodies[0]).toMatchObject({ deliverytime: '01', deliverytimeremark: '', ispayment: '1' });
});

test.each([
  [
    'a business 400 shows the server message',
    () => HttpResponse.json({ code: 400, message: '信用額度不足，請聯絡業務' }),
    '信用額度不足，請聯絡業務',
  ],
  [
    'a 500 shows the server text',
    () => new HttpResponse(null, { status: 500 }),
    '系統忙碌中，請稍後再試',
  ],
  [
    'an HTML page shows the server text',
    () => HttpResponse.html('<html>ngrok</html>'),
    '系統忙碌中，請稍後再試',
  ],
])('%s; the dialog, its choices and the cart stay', async (_name, answer, message) => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const bodies = countOrderAdds(answer);
  const dialog = await openDialog(store);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));
  expect(await within(dialog).findByText(message)).toBeInTheDocument();
  expect(bodies).toHaveLength(1);
  expect(locationOf(router)).toBe('/pagetwo');
  expect(within(dialog).getByRole('radio', { name: '台北市信義區松壽路12號B1' })).toBeChecked();
  expect(within(dialog).getByRole('textbox', { name: '備註' })).toHaveValue('請放後門');
  expect(selectCartLines(store.getState(), SHOP)).toHaveLength(2);
  expect(confirmButton(dialog)).toBeEnabled();
  expect(store.getState().order.pendingSends).toEqual({});
});

test('a double tap, or Enter then a tap, sends one order', async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  const bodies = countOrderAdds();
  // The demo data has orders of its own, some for the same date at some hours of the day: count what this adds.
  const ordersBefore = getDb().orders.length;
  const dialog = await openDialog(store);
  await fillDialog(user, dialog);
  const button = confirmButton(dialog);
  // eslint-disable-next-line testing-library/no-node-access -- an unnamed form has no role
  const form = button.closest('form');
  if (form === null) throw new Error('the dialog is a form');
  fireEvent.submit(form);
  fireEvent.click(button);
  fireEvent.submit(form);
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent('送出中…');
  await waitFor(() => expect(locationOf(router)).toBe('/createorder'));
  expect(bodies).toHaveLength(1);
  const added = getDb().orders.slice(ordersBefore);
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({ expecteddate: earliest(), customerid: 101 });
});

test("a 401 mid-send ends the session; the shop's cart survives, its choices go with the session", async () => {
  const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
  countOrderAdds(() => HttpResponse.json({ code: 401, message: 'unauthorized' }));
  const dialog = await openDialog(store);
  await fillDialog(user, dialog);
  await user.click(confirmButton(dialog));
  await waitFor(() => expect(locationOf(router)).toBe('/login2'));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(selectCartLines(store.getState(), SHOP)).toHaveLength(2);
  expect(store.getState().order.drafts).toEqual({});
  expect(store.getState().order.pendingSends).toEqual({});
});

describe('a lost answer (time-out, network error): the last order says whether it landed', () => {
  const landed = {
    orderno: 'SO-LANDED-1',
    orderdate: new Date().toISOString(),
    expecteddate: earliest(),
    orderstatus: '00',
    orderdetails: [
      {
        id: 1,
        orderid: 9,
        productname: '松阪豬',
        productid: '4',
        productquantity: 4,
        unitcode: '包(500G)',
        unitweight: 1,
        orderstatus: '00',
        product: { ordermultiple: 2 },
      },
      {
        id: 2,
        orderid: 9,
        productname: '豬五花肉片',
        productid: 1,
        productquantity: 2.5,
        unitcode: 'KG',
        orderstatus: '00',
      },
    ],
  };

  test('a network error whose order landed is shown as sent', async () => {
    const { store, user, router } = await renderApp('/pagetwo', { signedInAs: 'demo' });
    const bodies = countOrderAdds(networkError);
    const lastorderCalls: string[] = [];
    server.use(
      http.get('*/api/order/lastorder', ({ request }) => {
        lastorderCalls.push(new URL(request.url).search);
        // Before the send the shop had no order; after it, the server has this one.
        return HttpResponse.json({ code: 200, result: bodies.length === 0 ? null : landed });
      }),
    );
    const dialog = await openDialog(store);
    await fillDialog(user, dialog);
    await user.click(confirmButton(dialog));
    await waitFor(() => expect(locationOf(router)).toBe('/createorder'));
    expect(bodies).toHaveLength(1);
    expect(lastorderCalls).toEqual(['?customerid=101', '?customerid=101']);
    const card = await screen.findByRole('region', { name: '您的訂單已送出！' });
    expect(within(card).getByText('SO-LANDED-1')).toBeInTheDocument();
    expect(within(card).getByText('4.50 KG')).toBeInTheDocument();
    expect(selectCartLines(store.getState(), SHOP)).toEqual([]);
  });

  test('an order never found: 確認 only checks again; sending again takes a second yes that names the risk, then one send', async () => {
    const { store, user, router } = await renderApp('/pagetwo', {
      signedInAs: 'demo',
      orderCheckDelays: [0, 10],
    });
    const bodies = countOrderAdds(networkError, 1);
    const looks = captureRequests();
    const dialog = await openDialog(store);
    await fillDialog(user, dialog);
    await user.click(confirmButton(dialog));
    expect(
      await within(dialog).findByText(
        /系統仍查不到這筆訂單，它可能沒有送出。請先到「我的訂單」確認；想再查一次請按「確認」。/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '我的訂單' })).toHaveAttribute(
      'href',
      '/order',
    );
    // Noted before the send, then at once and 10 ms after the loss.
    expect(await looks.to('/api/order/lastorder')).toHaveLength(3);
    expect(selectCartLines(store.getState(), SHOP)).toHaveLength(2);
    expect(bodies).toHaveLength(1);

    await user.click(confirmButton(dialog));
    await waitFor(async () => expect(await looks.to('/api/order/lastorder')).toHaveLength(4));
    await waitFor(() => expect(confirmButton(dialog)).toBeEnabled());
    expect(bodies).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: '仍要重新送出' }));
    const ask = await screen.findByRole('dialog', { name: '重新送出訂單？' });
    expect(ask).toHaveAccessibleDescription(
      '先前送出的訂單可能已經成立，重新送出可能重複下單。請先到「我的訂單」確認沒有這筆訂單。',
    );
    await user.click(within(ask).getByRole('button', { name: '先不要' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '重新送出訂單？' })).toBeNull(),
    );
    expect(bodies).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: '仍要重新送出' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '重新送出訂單？' })).getByRole('button', {
        name: '確定重新送出',
      }),
    );
    await waitFor(() => expect(locationOf(router)).toBe('/createorder'));
    expect(bodies).toHaveLength(2);
    // The resend checked once more before it sent.
    expect(await looks.to('/api/order/lastorder')).toHaveLength(5);
  });

  test('a time-out is checked the same way: the last order is asked, nothing is sent again, the cart stays', async () => {
    // MSW cannot make the XHR time out: the adapter answers order/add as axios does when its timeout passes. It is
    // the adapter every axios instance starts from; the store's is made on its first call, after this.
    const saved = axios.defaults.adapter;
    const sent: string[] = [];
    axios.defaults.adapter = (config) => {
      if (config.url?.endsWith('/api/order/add') === true) {
        sent.push(String(config.data));
        return Promise.reject(
          new AxiosError('timeout of 50000ms exceeded', 'ECONNABORTED', config),
        );
      }
      return axios.getAdapter(saved)(config);
    };
    try {
      const { store, user } = await renderApp('/pagetwo', {
        signedInAs: 'demo',
        orderCheckDelays: [0, 10, 20],
      });
      const looks = captureRequests();
      const dialog = await openDialog(store);
      await fillDialog(user, dialog);
      await user.click(confirmButton(dialog));
      expect(await within(dialog).findByText(/系統仍查不到這筆訂單/)).toBeInTheDocument();
      expect((await looks.to('/api/order/lastorder')).map((r) => r.search)).toEqual([
        '?customerid=101',
        '?customerid=101',
        '?customerid=101',
        '?customerid=101',
      ]);
      expect(sent).toHaveLength(1);
      expect(store.getState().order.pendingSends[SHOP]).toMatchObject({
        customerid: SHOP,
        expecteddate: earliest(),
        lines: [
          { productid: '1', quantity: 2.5 },
          { productid: '4', quantity: 4 },
        ],
        status: 'notFound',
      });
      expect(selectCartLines(store.getState(), SHOP)).toHaveLength(2);
    } finally {
      axios.defaults.adapter = saved;
    }
  });

  test('a send pending from before: the sign-in checks it, the dialog checks as it opens, 確認 checks again: nothing is sent', async () => {
    const { memoryStorages, persistedValue } = await import('../../support/memory-storage');
    const storages = memoryStorages({
      'sorting-app:Order': persistedValue({
        newOrder: [],
        drafts: {},
        pendingSends: {
          [SHOP]: {
            customerid: SHOP,
            lastOrderno: null,
            expecteddate: earliest(),
            productids: ['1', '4'],
            status: 'notFound',
          },
        },
      }),
    });
    const bodies = countOrderAdds();
    const looks = captureRequests();
    const { store, user } = await renderApp('/pagetwo', { signedInAs: 'demo', storages });
    // Signing in made the shop active: its pending send was looked for once.
    await waitFor(async () => expect(await looks.to('/api/order/lastorder')).toHaveLength(1));
    await waitFor(() => expect(selectSendPhase(store.getState(), SHOP)).toBe('idle'));
    const dialog = await openDialog(store);
    expect(await within(dialog).findByText(/系統仍查不到這筆訂單/)).toBeInTheDocument();
    expect(await looks.to('/api/order/lastorder')).toHaveLength(2);
    await fillDialog(user, dialog);
    await user.click(confirmButton(dialog));
    await waitFor(async () => expect(await looks.to('/api/order/lastorder')).toHaveLength(3));
    await waitFor(() => expect(confirmButton(dialog)).toBeEnabled());
    expect(bodies).toHaveLength(0);
    expect(store.getState().order.pendingSends[SHOP]?.status).toBe('notFound');
  });
});
