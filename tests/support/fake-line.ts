import { vi } from 'vitest';
import { DEFAULT_MOCK_LINE_USER_ID } from '../../src/config/env';
import type { LineClient, LineProfile } from '../../src/line/line-client';

/** LINE user ids of the demo backend (src/mocks): demo's, the unbound newcomer's, chain's. */
export const LINE_USERS = {
  demo: DEFAULT_MOCK_LINE_USER_ID,
  unbound: 'Udemo00000000000000000000000002',
  chain: 'Udemo00000000000000000000000003',
} as const;

/**
 * A LineClient for tests: logged in, inside LINE (a one-to-one chat), as the demo user; closeWindow cannot close
 * (returns false, as outside LINE); sendMessages resolves. Every method is a vi.fn, so tests can assert calls or
 * swap one answer with `overrides` (e.g. `{ isLoggedIn: () => false }`).
 */
export function fakeLine(
  overrides: Partial<LineClient> = {},
  userId: string = LINE_USERS.demo,
): LineClient {
  const profile: LineProfile = { userId, displayName: '測試採購' };
  const line: LineClient = {
    mock: false,
    isLoggedIn: vi.fn(() => true),
    login: vi.fn(),
    getProfile: vi.fn(() => Promise.resolve(profile)),
    getIDToken: vi.fn(() => null),
    isInClient: vi.fn(() => true),
    getContextType: vi.fn(() => 'utou' as const),
    getOS: vi.fn(() => 'android' as const),
    getLineVersion: vi.fn(() => '14.0.0'),
    permissionQuery: vi.fn(() => Promise.resolve('granted' as const)),
    sendMessages: vi.fn(() => Promise.resolve()),
    closeWindow: vi.fn(() => false),
  };
  return { ...line, ...overrides };
}
