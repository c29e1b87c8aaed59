import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../src/config/storage-keys';
import { createTokenStore } from '../../../src/phone/token-store';

const tokens = createTokenStore();

beforeEach(() => {
  tokens.clear();
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
  tokens.save('a.b.c', 'r-1');
  expect(localStorage.getItem('sorting-app:access-token')).toBe('a.b.c');
  expect(localStorage.getItem('sorting-app:x-access-token')).toBe('r-1');
  expect(cookie()).toBe('a.b.c');
  expect(tokens.read()).toEqual({ access: 'a.b.c', refresh: 'r-1' });
});

test('the cookie is written with path=/ and SameSite=Strict, and Secure only on https', () => {
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => writes.push(value));
  tokens.save('t', 'r');
  expect(writes).toEqual(['access-token=t; path=/; SameSite=Strict']);
  vi.spyOn(window, 'location', 'get').mockReturnValue({ protocol: 'https:' } as Location);
  tokens.save('t', 'r');
  expect(writes[1]).toBe('access-token=t; path=/; SameSite=Strict; Secure');
});

test('readTokens reads what is stored (another tab, a reload)', () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'stored');
  localStorage.setItem(REFRESH_TOKEN_KEY, 'stored-r');
  expect(tokens.read()).toEqual({ access: 'stored', refresh: 'stored-r' });
});

test('clearTokens removes both keys and the cookie', () => {
  tokens.save('t', 'r');
  tokens.clear();
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  expect(cookie()).toBeUndefined();
  expect(tokens.read()).toEqual({ access: null, refresh: null });
});

test('empty strings count as no token', () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, '');
  expect(tokens.read().access).toBeNull();
});

test('storage that throws (private mode) never throws, and the page keeps its tokens in memory', () => {
  const fail = (): never => {
    throw new DOMException('denied', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(fail);
  expect(() => tokens.save('mem', 'mem-r')).not.toThrow();
  expect(tokens.read()).toEqual({ access: 'mem', refresh: 'mem-r' });
  expect(() => tokens.clear()).not.toThrow();
  expect(tokens.read()).toEqual({ access: null, refresh: null });
});

test('the epoch counts saves and clears', () => {
  const before = tokens.epoch();
  tokens.save('t', 'r');
  tokens.clear();
  expect(tokens.epoch()).toEqual({ saved: before.saved + 1, cleared: before.cleared + 1 });
});

test('a tab that left (another tab signed in to another session) reads no tokens and writes none', () => {
  tokens.save('a.b.c', 'r-1');
  const leaving = createTokenStore();
  expect(leaving.left()).toBe(false);
  leaving.leave();
  expect(leaving.left()).toBe(true);
  expect(leaving.read()).toEqual({ access: null, refresh: null });
  leaving.save('late.answer.pair', 'r-old');
  leaving.clear();
  expect(tokens.read()).toEqual({ access: 'a.b.c', refresh: 'r-1' });
  expect(cookie()).toBe('a.b.c');
});
