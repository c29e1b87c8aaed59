/**
 * Who LINE is about to name before it has started (src/line/line-user-before-init.ts): from LINE's address, LIFF's
 * own storage, or the demo's mock user; null whenever only LINE's start can tell.
 */
import { DEMO_LINE_USER_KEY } from '../../../src/config/storage-keys';
import { lineUserBeforeInit } from '../../../src/line/line-user-before-init';
import { makeJwt } from '../../support/jwt';

const A = 'U1111111111111111111111111111111a';
const B = 'U2222222222222222222222222222222b';
const LIFF_ID = '1234567890-AbCdEfGh';
const real = { liffMock: false, liffId: LIFF_ID, liffMockUserId: '' };
const mock = { liffMock: true, liffId: 'demo-liff-id', liffMockUserId: A };

const IN_LINE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.1.0 LIFF';

/** An ID token as LINE issues it (the name in Chinese, as the buyers' are). */
const idToken = (sub: string) =>
  makeJwt({ iss: 'https://access.line.me', sub, name: '禾豐採購', exp: 2_000_000_000 });

/** What LIFF's init keeps after a start, in the storage it uses (sessionStorage inside LINE). */
function liffKept(storage: Storage, sub: string): void {
  storage.setItem(`LIFF_STORE:${LIFF_ID}:accessToken`, JSON.stringify('access-token'));
  storage.setItem(
    `LIFF_STORE:${LIFF_ID}:decodedIDToken`,
    JSON.stringify({ iss: 'https://access.line.me', sub, name: '禾豐採購' }),
  );
}

/** LIFF's expiry cookie of an external browser's login (set by its init, gone when the login expired). */
const loginNotExpired = () => {
  document.cookie = `LIFF_STORE:expires:${LIFF_ID}=${String(Date.now() + 3_600_000)}; path=/`;
};

const openedAt = (url: string) => window.history.replaceState(null, '', url);

beforeEach(() => {
  openedAt('/');
});

describe('mock LINE (the demo, tests)', () => {
  test("the configured mock user when the demo chose none, the demo's choice when it did", () => {
    expect(lineUserBeforeInit(mock)).toBe(A);
    localStorage.setItem(DEMO_LINE_USER_KEY, B);
    expect(lineUserBeforeInit(mock)).toBe(B);
  });

  test('the demo acting as "not logged in to LINE": nobody', () => {
    localStorage.setItem(DEMO_LINE_USER_KEY, 'none');
    expect(lineUserBeforeInit(mock)).toBeNull();
  });

  test("storage refused: the configured mock user, as the mock starts without the demo's choice", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(lineUserBeforeInit(mock)).toBe(A);
  });

  test('a production build made without the mock: nobody (LINE will not start)', () => {
    vi.stubEnv('PROD', true);
    vi.stubEnv('VITE_LIFF_MOCK', '');
    try {
      expect(lineUserBeforeInit(mock)).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the real LINE', () => {
  test('opened from LINE: the ID token in the address names the user, over what LIFF kept', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IN_LINE_UA);
    liffKept(sessionStorage, A);
    openedAt(`/#access_token=at&context_token=ct&feature_token=ft&id_token=${idToken(B)}`);
    expect(lineUserBeforeInit(real)).toBe(B);
  });

  test.each([
    ['an access token without an ID token', '#access_token=at&context_token=ct'],
    ['an ID token that is not a JWT', '#access_token=at&id_token=not-a-token'],
    [
      'an ID token whose payload is not JSON',
      '#access_token=at&id_token=eyJhbGciOiJub25lIn0.bm90IGpzb24.',
    ],
    ['an ID token without sub', `#access_token=at&id_token=${makeJwt({ iss: 'x' })}`],
  ])('the address carries %s: nobody, even with an earlier start kept', (_what, hash) => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IN_LINE_UA);
    liffKept(sessionStorage, A);
    openedAt(`/${hash}`);
    expect(lineUserBeforeInit(real)).toBeNull();
  });

  test("reopened inside LINE without credentials in the address: the user of LIFF's last start in this tab", () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IN_LINE_UA);
    liffKept(sessionStorage, A);
    expect(lineUserBeforeInit(real)).toBe(A);
  });

  test("inside LINE, an external browser's login kept on the phone does not count", () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IN_LINE_UA);
    liffKept(localStorage, A);
    loginNotExpired();
    expect(lineUserBeforeInit(real)).toBeNull();
  });

  test('in an external browser: the user of a login LIFF kept that has not expired', () => {
    liffKept(localStorage, A);
    loginNotExpired();
    expect(lineUserBeforeInit(real)).toBe(A);
  });

  test.each([
    ['whose expiry cookie is gone (LIFF logs it out)', () => liffKept(localStorage, A)],
    [
      'without an access token (not logged in)',
      () => {
        liffKept(localStorage, A);
        localStorage.removeItem(`LIFF_STORE:${LIFF_ID}:accessToken`);
        loginNotExpired();
      },
    ],
    [
      'whose ID token is damaged',
      () => {
        liffKept(localStorage, A);
        localStorage.setItem(`LIFF_STORE:${LIFF_ID}:decodedIDToken`, '{"sub":');
        loginNotExpired();
      },
    ],
    [
      'of another LIFF app',
      () => {
        localStorage.setItem('LIFF_STORE:9999999999-Other:accessToken', '"at"');
        localStorage.setItem('LIFF_STORE:9999999999-Other:decodedIDToken', `{"sub":"${A}"}`);
        loginNotExpired();
      },
    ],
  ])('in an external browser, a kept login %s: nobody', (_what, kept) => {
    kept();
    expect(lineUserBeforeInit(real)).toBeNull();
  });

  test('back from LINE login: nobody until LIFF has exchanged the code, whatever an earlier login left', () => {
    liffKept(localStorage, A);
    loginNotExpired();
    openedAt('/?code=abc123&state=xyz789&liffClientId=1234567890');
    expect(lineUserBeforeInit(real)).toBeNull();
  });

  test('nothing from LINE at all (a first open): nobody', () => {
    expect(lineUserBeforeInit(real)).toBeNull();
  });

  test('no LIFF id configured: nobody', () => {
    liffKept(localStorage, A);
    loginNotExpired();
    expect(lineUserBeforeInit({ ...real, liffId: '' })).toBeNull();
  });

  test('storage refused: nobody, and nothing thrown', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(lineUserBeforeInit(real)).toBeNull();
  });
});
