/**
 * The phone offline as the demo page shows it (src/mocks/phone-offline.ts): navigator.onLine, the `offline` and
 * `online` events the app listens to, and the bar with 恢復網路 on every screen. One test: the page follows the
 * switch once, as the demo's start does.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { armDemoFault, readDemoFaults } from '../../../src/config/demo-faults';
import { followDemoOffline } from '../../../src/mocks/phone-offline';

const BAR = '示範：手機離線中，所有呼叫都會失敗';

test('offline kept from before the reload, 恢復網路, then offline armed again', async () => {
  const heard: string[] = [];
  const hear = (event: Event) => heard.push(event.type);
  window.addEventListener('offline', hear);
  window.addEventListener('online', hear);
  armDemoFault('order/add', 'offline');

  followDemoOffline();

  expect(navigator.onLine).toBe(false);
  expect(screen.getByRole('region', { name: BAR })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '恢復網路' }));
  expect(navigator.onLine).toBe(true);
  expect(readDemoFaults().offline).toBe(false);
  expect(screen.queryByRole('region', { name: BAR })).not.toBeInTheDocument();

  armDemoFault('product/list', 'offline');
  expect(navigator.onLine).toBe(false);
  expect(screen.getByRole('region', { name: BAR })).toBeInTheDocument();
  // A one-shot fault armed meanwhile changes nothing of the connection.
  armDemoFault('order/add', 'lost');
  await userEvent.click(screen.getByRole('button', { name: '恢復網路' }));

  expect(heard).toEqual(['offline', 'online', 'offline', 'online']);
  expect(readDemoFaults()).toEqual({ next: { 'order/add': 'lost' }, offline: false });
  window.removeEventListener('offline', hear);
  window.removeEventListener('online', hear);
});
