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

/** An IANA zone name's form: "UTC", "Asia/Taipei", "America/Argentina/Buenos_Aires", "Etc/GMT+8". */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

const zoneProblem = (timeZone: string): string =>
  `VITE_BUSINESS_TIMEZONE "${timeZone}" is not a time zone this browser knows (e.g. Asia/Taipei).`;

/**
 * Whether the zone is one the time-zone database knows. Not run when the app starts: the first `Intl` call with a
 * time zone loads that database, 50-100 ms on a slow phone before anything is shown. The build runs it instead
 * (vite.config.ts), so a deployment with an unknown zone is never built; the app checks only the name's form.
 */
export function timeZoneProblem(env: AppEnv): string | null {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: env.businessTimezone });
    return null;
  } catch {
    return zoneProblem(env.businessTimezone);
  }
}

/** Why the app cannot start with this configuration, or null when it can. */
export function configurationProblem(env: AppEnv): string | null {
  if (!env.liffMock && env.liffId === '') {
    return 'VITE_LIFF_ID is not set. Set it to your LIFF app id, or set VITE_LIFF_MOCK=true for the demo.';
  }
  if (!ZONE_NAME.test(env.businessTimezone)) return zoneProblem(env.businessTimezone);
  return null;
}

// `import.meta.env` is undefined where plain Node loads this module (Playwright's helpers): read it as empty.
export const env: AppEnv = readEnv({ ...import.meta.env });
