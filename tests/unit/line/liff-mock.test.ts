import { DEMO_LINE_USER_KEY } from '../../../src/config/storage-keys';
import { readEnv } from '../../../src/config/env';

// The mock plugin and @line/liff/core are module singletons: each test starts LINE from fresh modules.
const startMockLine = async (raw: Record<string, string> = {}) => {
  vi.resetModules();
  const { initLine } = await import('../../../src/line/init-line');
  return initLine(readEnv({ VITE_LIFF_MOCK: 'true', VITE_LIFF_ID: 'demo-liff-id', ...raw }));
};

const decodePayload = (token: string): unknown => {
  const payload = token.split('.')[1] ?? '';
  const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
};

beforeEach(() => {
  localStorage.clear();
});

test('logs in, in client, as VITE_LIFF_MOCK_USER_ID by default', async () => {
  const line = await startMockLine({ VITE_LIFF_MOCK_USER_ID: 'Udemo00000000000000000000000001' });

  expect(line.mock).toBe(true);
  expect(line.isLoggedIn()).toBe(true);
  expect(line.isInClient()).toBe(true);
  await expect(line.getProfile()).resolves.toEqual({
    userId: 'Udemo00000000000000000000000001',
    displayName: '示範採購',
  });
});

test('falls back to the default demo user when VITE_LIFF_MOCK_USER_ID is empty', async () => {
  const line = await startMockLine({ VITE_LIFF_MOCK_USER_ID: '' });

  await expect(line.getProfile()).resolves.toMatchObject({
    userId: 'Udemo00000000000000000000000001',
  });
});

test('the demo-line-user choice in localStorage switches the user', async () => {
  localStorage.setItem(DEMO_LINE_USER_KEY, 'Udemo00000000000000000000000003');
  const line = await startMockLine();

  expect(line.isLoggedIn()).toBe(true);
  await expect(line.getProfile()).resolves.toMatchObject({
    userId: 'Udemo00000000000000000000000003',
  });
});

test('a second start reads the choice again, although the mock keeps its state between starts', async () => {
  await startMockLine();
  localStorage.setItem(DEMO_LINE_USER_KEY, 'none');
  const { initLine } = await import('../../../src/line/init-line');
  const line = await initLine(readEnv({ VITE_LIFF_MOCK: 'true' }));

  expect(line.isLoggedIn()).toBe(false);
  await expect(line.getProfile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
});

test("'none' means not logged in to LINE, and login() neither throws nor navigates", async () => {
  localStorage.setItem(DEMO_LINE_USER_KEY, 'none');
  const line = await startMockLine();
  const before = window.location.href;

  expect(line.isLoggedIn()).toBe(false);
  expect(line.isInClient()).toBe(false);
  expect(line.getIDToken()).toBeNull();
  expect(() => {
    line.login();
    line.login('https://example.test/after-login');
  }).not.toThrow();
  expect(window.location.href).toBe(before);
  expect(line.isLoggedIn()).toBe(false);
  await expect(line.getProfile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  await expect(line.sendMessages([{ type: 'text', text: 'x' }])).rejects.toMatchObject({
    code: 'UNAUTHORIZED',
  });
});

test('closeWindow() returns false in the mock, so the app navigates itself', async () => {
  const line = await startMockLine();

  expect(line.closeWindow()).toBe(false);
});

test('the ID token is deterministic and names the LINE user', async () => {
  const first = (await startMockLine()).getIDToken();
  const second = (await startMockLine()).getIDToken();

  expect(first).not.toBeNull();
  expect(second).toBe(first);
  expect(decodePayload(first ?? '')).toMatchObject({
    sub: 'Udemo00000000000000000000000001',
    name: '示範採購',
  });
});

test('the notification path is open: group context, permission granted, 1 to 5 messages accepted', async () => {
  const line = await startMockLine();

  expect(line.getContextType()).toBe('group');
  await expect(line.permissionQuery('chat_message.write')).resolves.toBe('granted');
  await expect(line.sendMessages([{ type: 'text', text: '訂單已送出' }])).resolves.toBeUndefined();
  await expect(line.sendMessages([])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  const six = Array.from({ length: 6 }, () => ({ type: 'text' as const, text: 'x' }));
  await expect(line.sendMessages(six)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
});

test('the mock is not 12.0.0 on iOS', async () => {
  const line = await startMockLine();
  const { isLine1200OnIos } = await import('../../../src/line/line-errors');

  expect(isLine1200OnIos(line)).toBe(false);
});
