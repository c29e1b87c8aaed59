/**
 * The typed, validated configuration (the variables: README.md, "Configuration"). Read once at start-up; a wrong
 * setting fails loudly here instead of deep inside a screen.
 */
export interface AppEnv {
  /** Backend base address; '' = same origin. */
  apiBaseUrl: string;
  /** The in-browser mock API (MSW) answers every call. */
  apiMock: boolean;
  /** LINE's official mock plugin stands in for LINE. */
  liffMock: boolean;
  liffId: string;
  liffMockUserId: string;
  /** Host serving /productImage/{file}. */
  imageBaseUrl: string;
  businessTimezone: string;
}

export const DEFAULT_MOCK_LINE_USER_ID = 'Udemo00000000000000000000000001';
export const DEFAULT_BUSINESS_TIMEZONE = 'Asia/Taipei';

type RawEnv = Record<string, string | boolean | undefined>;

const text = (raw: RawEnv, key: string): string => {
  const value = raw[key];
  return typeof value === 'string' ? value.trim() : '';
};

const flag = (raw: RawEnv, key: string): boolean => text(raw, key).toLowerCase() === 'true';

/** Builds the configuration from Vite's variables; pure, so tests can feed it any combination. */
export function readEnv(raw: RawEnv): AppEnv {
  const apiBaseUrl = text(raw, 'VITE_API_BASE_URL').replace(/\/+$/, '');
  return {
    apiBaseUrl,
    apiMock: flag(raw, 'VITE_API_MOCK'),
    liffMock: flag(raw, 'VITE_LIFF_MOCK'),
    liffId: text(raw, 'VITE_LIFF_ID'),
    liffMockUserId: text(raw, 'VITE_LIFF_MOCK_USER_ID') || DEFAULT_MOCK_LINE_USER_ID,
    imageBaseUrl: text(raw, 'VITE_IMAGE_BASE_URL').replace(/\/+$/, '') || apiBaseUrl,
    businessTimezone: text(raw, 'VITE_BUSINESS_TIMEZONE') || DEFAULT_BUSINESS_TIMEZONE,
  };
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Why the app cannot start with this configuration, or null when it can. */
export function configurationProblem(env: AppEnv): string | null {
  if (!env.liffMock && env.liffId === '') {
    return 'VITE_LIFF_ID is not set. Set it to your LIFF app id, or set VITE_LIFF_MOCK=true for the demo.';
  }
  if (!isKnownTimeZone(env.businessTimezone)) {
    return `VITE_BUSINESS_TIMEZONE "${env.businessTimezone}" is not a time zone this browser knows (e.g. Asia/Taipei).`;
  }
  return null;
}

// `import.meta.env` is undefined where plain Node loads this module (Playwright's helpers): read it as empty.
export const env: AppEnv = readEnv({ ...import.meta.env });
