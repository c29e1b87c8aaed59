import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { Customer } from '../../../src/api/types';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../support/render-app';
import { captureRequests } from '../../support/capture-requests';

/** Lazy routes and the demo backend are slow on a shared CI machine: the first find waits longer. */
const SLOW = { timeout: 8000 };
/** Whole journeys with many typed keys: twice the default test time on a busy 2-core machine. */
const LONG = { timeout: 30_000 };

async function openEmailEditor() {
  const view = await renderApp('/account', { signedInAs: 'demo' });
  await view.user.click(await screen.findByRole('button', { name: '編輯' }, SLOW));
  const box = screen.getByRole('textbox', { name: 'Email' });
  expect(box).toHaveValue('purchase@hefeng-bbq.com.tw');
  expect(box).toHaveFocus();
  return { ...view, box };
}

test(
  'save sends the whole customer with the new email and its lineid, leaves edit mode and stores it',
  LONG,
  async () => {
    const capture = captureRequests();
    try {
      const { user, box, store } = await openEmailEditor();
      const before = store.getState().auth.customer as Customer;
      await user.clear(box);
      await user.type(box, '  orders@hefeng-bbq.com.tw ');
      await user.click(screen.getByRole('button', { name: '儲存' }));

      expect(await screen.findByText('Email 已儲存')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
      expect(screen.getByText('orders@hefeng-bbq.com.tw')).toBeInTheDocument();
      const sent = await capture.to('/api/customer/update');
      expect(sent.map((r) => r.body)).toEqual([
        { ...before, email: 'orders@hefeng-bbq.com.tw', lineid: 'Udemo00000000000000000000000001' },
      ]);
      expect(store.getState().auth.customer?.email).toBe('orders@hefeng-bbq.com.tw');
      expect(store.getState().auth.customers[0]?.email).toBe('orders@hefeng-bbq.com.tw');
    } finally {
      capture.stop();
    }
  },
);

test(
  'a body code 400 keeps the typed value in edit mode and shows the server message',
  LONG,
  async () => {
    server.use(
      mswHttp.post('*/api/customer/update', () =>
        HttpResponse.json({ code: 400, message: 'Email 已被其他客戶使用', result: null }),
      ),
    );
    const { user, box, store } = await openEmailEditor();
    await user.clear(box);
    await user.type(box, 'new@hefeng.tw');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('Email 未儲存：Email 已被其他客戶使用')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('new@hefeng.tw');
    expect(store.getState().auth.customer?.email).toBe('purchase@hefeng-bbq.com.tw');
  },
);

test('an HTTP 500 says 系統忙碌中 and keeps the typed value', LONG, async () => {
  server.use(
    mswHttp.post('*/api/customer/update', () => new HttpResponse('oops', { status: 500 })),
  );
  const { user, box } = await openEmailEditor();
  await user.clear(box);
  await user.type(box, 'new@hefeng.tw');
  await user.click(screen.getByRole('button', { name: '儲存' }));
  expect(await screen.findByText('Email 未儲存：系統忙碌中，請稍後再試')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('new@hefeng.tw');
});

test('spaces inside are refused with a message and nothing is sent', LONG, async () => {
  const capture = captureRequests();
  try {
    const { user, box } = await openEmailEditor();
    await user.clear(box);
    await user.type(box, 'purchase @hefeng.tw');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(screen.getByText('Email 中間不可有空白，請刪除空白後再儲存')).toBeInTheDocument();
    expect(box).toHaveValue('purchase @hefeng.tw');
    expect(await capture.to('/api/customer/update')).toEqual([]);
  } finally {
    capture.stop();
  }
});

test('300 characters are cut to 254, saved, and the buyer is told', LONG, async () => {
  const capture = captureRequests();
  try {
    const { user, box } = await openEmailEditor();
    const long = `${'a'.repeat(293)}@x.tw`;
    await user.clear(box);
    await user.click(box);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('Email 過長，已截為 254 字')).toBeInTheDocument();
    const [sent] = await capture.to('/api/customer/update');
    expect(sent?.body).toMatchObject({ email: 'a'.repeat(254) });
    // The store tells the screen of the saved customer in its next batch (RTK's auto-batching), after the note.
    expect(await screen.findByText('a'.repeat(254))).toBeInTheDocument();
  } finally {
    capture.stop();
  }
});

test('取消 leaves edit mode without sending and keeps the old email', LONG, async () => {
  const capture = captureRequests();
  try {
    const { user, box } = await openEmailEditor();
    await user.clear(box);
    await user.type(box, 'x@y.tw');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('purchase@hefeng-bbq.com.tw')).toBeInTheDocument();
    expect(await capture.to('/api/customer/update')).toEqual([]);
  } finally {
    capture.stop();
  }
});
