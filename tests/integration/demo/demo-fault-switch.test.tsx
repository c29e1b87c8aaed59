/**
 * The demo's fault switch in /login's 示範模式: QA arms a fault for a call's next request, sees what is armed, and
 * clears it; the phone offline is a mode with its own 恢復網路. What the demo backend then answers is pinned in
 * tests/unit/mocks/faults.test.ts.
 */
import { act, screen, within } from '@testing-library/react';
import { env } from '../../../src/config/env';
import { DEMO_FAULT_KEY } from '../../../src/config/storage-keys';
import { readDemoFaults, takeDemoFault } from '../../../src/config/demo-faults';
import { renderApp } from '../../support/render-app';

// The switch shows only beside the demo's mock API (VITE_API_MOCK=true); these tests run the demo's configuration.
vi.mock('../../../src/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/config/env')>();
  return { ...actual, env: { ...actual.env, apiMock: true } };
});

afterEach(() => {
  env.apiMock = true;
});

async function openSwitch() {
  const view = await renderApp('/login', { signedInAs: 'demo', line: { mock: true } });
  const demo = await screen.findByRole('region', { name: '示範模式' }, { timeout: 5000 });
  const faults = await within(demo).findByRole('region', { name: '故障開關' });
  return { ...view, faults };
}

test('啟用 arms the chosen fault for the next call of the chosen kind, shows it, and 清除 disarms it', async () => {
  const { user, faults } = await openSwitch();
  expect(within(faults).getByText('目前沒有啟用的故障。')).toBeInTheDocument();
  expect(within(faults).getByRole('button', { name: '清除' })).toBeDisabled();

  await user.selectOptions(
    within(faults).getByRole('combobox', { name: '呼叫' }),
    '加入購物車（shoppingcart/add）',
  );
  await user.selectOptions(
    within(faults).getByRole('combobox', { name: '故障' }),
    '回應內容被截斷（HTTP 200）',
  );
  await user.click(within(faults).getByRole('button', { name: '啟用' }));

  expect(JSON.parse(sessionStorage.getItem(DEMO_FAULT_KEY) ?? 'null')).toEqual({
    next: { 'shoppingcart/add': 'cutBody' },
    offline: false,
  });
  const armed = within(faults).getByRole('region', { name: '已啟用' });
  expect(armed).toHaveTextContent(
    '下一次加入購物車（shoppingcart/add）：回應內容被截斷（HTTP 200）',
  );

  await user.click(within(faults).getByRole('button', { name: '清除' }));
  expect(readDemoFaults()).toEqual({ next: {}, offline: false });
  expect(armed).toHaveTextContent('目前沒有啟用的故障。');
});

test('a fault the demo backend has used up leaves the list at once', async () => {
  const { user, faults } = await openSwitch();
  await user.selectOptions(
    within(faults).getByRole('combobox', { name: '呼叫' }),
    '商品清單（product/list）',
  );
  await user.selectOptions(
    within(faults).getByRole('combobox', { name: '故障' }),
    'HTTP 500（未成立）',
  );
  await user.click(within(faults).getByRole('button', { name: '啟用' }));
  expect(faults).toHaveTextContent('下一次商品清單（product/list）：HTTP 500（未成立）');

  // The demo backend takes it when the call is made, outside anything the switch's screen does.
  act(() => {
    expect(takeDemoFault('product/list')).toBe('500');
  });

  expect(await within(faults).findByText('目前沒有啟用的故障。')).toBeInTheDocument();
});

test('the phone offline is a mode for every call: it says so, and 恢復網路 ends it', async () => {
  const { user, faults } = await openSwitch();
  await user.selectOptions(
    within(faults).getByRole('combobox', { name: '故障' }),
    '手機離線（持續模式，所有呼叫）',
  );
  expect(within(faults).getByRole('combobox', { name: '呼叫' })).toBeDisabled();
  expect(faults).toHaveTextContent('手機離線會讓所有呼叫失敗，不分種類。');

  await user.click(within(faults).getByRole('button', { name: '啟用' }));

  expect(readDemoFaults()).toEqual({ next: {}, offline: true });
  expect(within(faults).getByRole('alert')).toHaveTextContent(
    '手機離線中（持續模式）：所有呼叫都會失敗，直到按下「恢復網路」。',
  );
  await user.click(within(faults).getByRole('button', { name: '恢復網路' }));
  expect(readDemoFaults()).toEqual({ next: {}, offline: false });
  expect(within(faults).queryByRole('alert')).not.toBeInTheDocument();
});

test('no switch without the demo mock API: 示範模式 keeps only the LINE user choice', async () => {
  env.apiMock = false;
  await renderApp('/login', { signedInAs: 'demo', line: { mock: true } });
  const demo = await screen.findByRole('region', { name: '示範模式' }, { timeout: 5000 });
  expect(within(demo).getByRole('radiogroup', { name: '模擬的 LINE 使用者' })).toBeInTheDocument();
  expect(within(demo).queryByRole('region', { name: '故障開關' })).not.toBeInTheDocument();
});
