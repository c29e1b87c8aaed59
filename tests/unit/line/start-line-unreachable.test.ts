/**
 * LINE's start in the browser (start-in-browser.ts): a setup error is the browser alert with LIFF's code and message
 * (no screen exists yet); LINE out of reach is no alert, and start-up marks the session's sign-in state instead.
 */
import { vi } from 'vitest';
import { readEnv } from '../../../src/config/env';
import { LineInitError } from '../../../src/line/line-client';
import { startInBrowser } from '../../../src/start/start-in-browser';
import { selectLineUnreachable } from '../../../src/store/session/sign-in';

const initLine = vi.hoisted(() => vi.fn());
vi.mock('../../../src/line/init-line', () => ({ initLine }));

const env = readEnv({ VITE_LIFF_MOCK: 'false', VITE_LIFF_ID: '1234567890-abcdefgh' });

test("LIFF's init got no answer from LINE: no browser alert, and start-up knows LINE is out of reach", async () => {
  initLine.mockRejectedValue(new TypeError('Failed to fetch'));
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const app = await startInBrowser(env);
  await app.signIn;
  expect(alert).not.toHaveBeenCalled();
  expect(selectLineUnreachable(app.store.getState())).toBe(true);
  app.tokens.leave();
});

test('a setup error is the alert with its code and message, and not taken for the network', async () => {
  initLine.mockRejectedValue(new LineInitError('INVALID_CONFIG', 'VITE_LIFF_ID is not set.'));
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const app = await startInBrowser(env);
  await app.signIn;
  expect(alert).toHaveBeenCalledWith('INVALID_CONFIG VITE_LIFF_ID is not set.');
  expect(selectLineUnreachable(app.store.getState())).toBe(false);
  app.tokens.leave();
});
