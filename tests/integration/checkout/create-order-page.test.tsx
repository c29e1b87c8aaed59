import { screen, waitFor, within } from '@testing-library/react';
import { memoryStorages, persistedValue } from '../../support/memory-storage';
import { locationOf, renderApp } from '../../support/render-app';

test('/createorder without a new order sends the buyer home', async () => {
  const { router } = await renderApp('/createorder', { signedInAs: 'demo' });
  await waitFor(() => expect(locationOf(router)).toBe('/'), { timeout: 5000 });
});

test('/createorder shows the kept order after a reload, with the status label from the dictionary', async () => {
  const storages = memoryStorages({
    'sorting-app:Order': persistedValue({
      newOrder: [
        {
          orderno: 'SO20261122-0007',
          orderdate: '2026-11-22T02:15:00+08:00',
          orderstatus: '00',
          orderdetails: [
            {
              id: 1,
              orderid: 7,
              productname: '雞腿',
              productid: 9,
              productquantity: 3,
              unitcode: '箱(10KG)',
              unitweight: 10,
              orderstatus: '00',
              product: { ordermultiple: 1 },
            },
          ],
        },
      ],
    }),
  });
  await renderApp('/createorder', { signedInAs: 'demo', storages });
  const card = await screen.findByRole('region', { name: '您的訂單已送出！' });
  expect(screen.getByRole('heading', { level: 1, name: '訂單已送出' })).toBeInTheDocument();
  const valueOf = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
  expect(valueOf('訂單日期')).toBe('2026.11.22 02:15');
  expect(valueOf('訂單編號')).toBe('SO20261122-0007');
  expect(valueOf('品項')).toBe('1');
  expect(valueOf('總重')).toBe('30.00 KG');
  await waitFor(() => expect(valueOf('目前狀態')).toBe('未出貨'));
});
