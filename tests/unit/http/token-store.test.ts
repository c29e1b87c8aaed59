import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  clearTokens,
  readTokens,
  saveTokens,
  tokenEpoch,
} from '../../../src/api/token-store';

beforeEach(() => {
  clearTokens();
  localStorage.clear();
});

const cookie = (): string | undefined =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith('access-token='))
    ?.slice('access-token='.length);

test('the token keys carry the sorting-app: prefix', () => {
  expect(ACCESS_TOKEN_KEY).toBe('sorting-app:access-token');
  expect(REFRESH_TOKEN_KEY).toBe('sorting-app:x-access-token');
});

test('saveTokens stores both as raw strings and mirrors the access token in a cookie', () => {
  saveTokens('a.b.c', 'r-1');
  expect(localStorage.getItem('sorting-app:access-token')).toBe('a.b.c');
  expect(localStorage.getItem('sorting-app:x-access-token')).toBe('r-1');
  expect(cookie()).toBe('a.b.c');
  expect(readTokens()).toEqual({ access: 'a.b.c', refresh: 'r-1' });
});

test('the cookie is written with path=/ and SameSite=Strict, and Secure only on https', () => {
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => writes.push(value));
  saveTokens('t', 'r');
  expect(writes).toEqual(['access-token=t; path=/; SameSite=Strict']);
  vi.spyOn(window, 'location', 'get').mockReturnValue({ protocol: 'https:' } as Location);
  saveTokens('t', 'r');
  expect(writes[1]).toBe('access-token=t; path=/; SameSite=Strict; Secure');
});

test('readTokens reads what is stored (another tab, a reload)', () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'stored');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'stored-r');
  expect(readTokens()).toEqual({ access: 'stored', refresh: 'stored-r' });
});

test('clearTokens removes both keys and the cookie', () => {
  saveTokens('t', 'r');
  clearTokens();
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  expect(cookie()).toBeUndefined();
  expect(readTokens()).toEqual({ access: null, refresh: null });
});

test('empty strings count as no token', () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, '');
  expect(readTokens().access).toBeNull();
});

test('storage that throws (private mode) never throws, and the page keeps its tokens in memory', () => {
  const fail = (): never => {
    throw new DOMException('denied', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(fail);
  expect(() => saveTokens('mem', 'mem-r')).not.toThrow();
  expect(readTokens()).toEqual({ access: 'mem', refresh: 'mem-r' });
  expect(() => clearTokens()).not.toThrow();
  expect(readTokens()).toEqual({ access: null, refresh: null });
});

test('the epoch counts saves and clears', () => {
  const before = tokenEpoch();
  saveTokens('t', 'r');
  clearTokens();
  expect(tokenEpoch()).toEqual({ saved: before.saved + 1, cleared: before.cleared + 1 });
});
