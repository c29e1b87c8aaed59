import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../support/render-app';

test('home greets the signed-in shop and lists the first category’s products', async () => {
  await renderApp('/', { signedInAs: 'demo' });

  expect(await screen.findByRole('heading', { level: 1, name: '商品總覽' })).toBeInTheDocument();
  expect(screen.getByText('禾豐燒肉，您好')).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: '商品' });
  expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
});

test('home sends product/list the shop and the first category’s sub-categories', async () => {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/product/list'))
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  try {
    await renderApp('/', { signedInAs: 'demo' });
    await screen.findByRole('list', { name: '商品' });
  } finally {
    server.events.removeAllListeners('request:start');
  }
  expect(bodies).toHaveLength(1);
  const body = bodies[0] as { customerid: unknown; categories: unknown[] };
  expect(body.customerid).toBe(101);
  expect(body.categories.length).toBeGreaterThan(0);
});

test.each([
  ['a network failure', () => HttpResponse.error(), '網路連線異常，請稍後再試'],
  ['a server error', () => new HttpResponse('oops', { status: 500 }), '系統忙碌中，請稍後再試'],
  [
    'a business error',
    () => HttpResponse.json({ code: 500, message: '商品資料維護中' }),
    '商品資料維護中',
  ],
])('%s on product/list shows its message and 重試 loads again', async (_name, answer, message) => {
  server.use(http.post('*/api/product/list', answer, { once: true }));
  const { user } = await renderApp('/', { signedInAs: 'demo' });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(screen.queryByText('目前沒有資料')).not.toBeInTheDocument();

  await user.click(within(alert).getByRole('button', { name: '重試' }));
  expect(await screen.findByRole('list', { name: '商品' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
