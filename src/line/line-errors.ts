import { LineInitError, type LineClient } from './line-client';

export interface LineErrorDescription {
  code: string;
  message: string;
}

const UNKNOWN_CODE = 'UNKNOWN';

/**
 * Code and message of whatever LIFF threw. LiffError carries `code` (a string such as 'INIT_FAILED', or an HTTP
 * status as a string or number) and `message`; a send failure is logged as `{code} {message}` (the push-log), so
 * both must be plain strings whatever was thrown.
 */
export function describeLineError(error: unknown): LineErrorDescription {
  if (typeof error === 'string') return { code: UNKNOWN_CODE, message: error };
  if (typeof error !== 'object' || error === null)
    return { code: UNKNOWN_CODE, message: String(error) };
  const code: unknown = Reflect.get(error, 'code');
  const message: unknown = Reflect.get(error, 'message');
  return {
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : UNKNOWN_CODE,
    message: typeof message === 'string' ? message : '',
  };
}

/** The SDK's init rejection as a LineInitError, keeping LIFF's code and message for the start-up alert. */
export function toLineInitError(error: unknown): LineInitError {
  if (error instanceof LineInitError) return error;
  const { code, message } = describeLineError(error);
  return new LineInitError(code, message || 'LINE could not start.', { cause: error });
}

/**
 * LINE 12.0.0 on iOS answers sendMessages with 403 (a LINE bug fixed in 12.0.1); the app then asks the buyer
 * to update instead of showing the raw error.
 */
export function isLine1200OnIos(client: Pick<LineClient, 'getOS' | 'getLineVersion'>): boolean {
  return client.getOS() === 'ios' && client.getLineVersion() === '12.0.0';
}

/** What browsers say when a request got no answer at all (Chrome, Firefox, Safari, React Native's fetch). */
const NO_ANSWER =
  /failed to fetch|networkerror|load failed|network request failed|network error|timed? ?out/i;

/**
 * Whether LINE's start failed because LINE's servers could not be reached (the phone offline, DNS, a refused or
 * reset connection, no answer), rather than because of the app's setup or a buyer not logged in. LIFF passes the
 * browser's fetch failure on as it is, or wrapped in its own error with the fetch failure as the cause.
 */
export function isLineUnreachable(
  error: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine,
): boolean {
  if (!online) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const message: unknown = Reflect.get(current, 'message');
    if (current instanceof TypeError && typeof message === 'string' && NO_ANSWER.test(message))
      return true;
    if (typeof message === 'string' && NO_ANSWER.test(message)) return true;
    current = Reflect.get(current, 'cause');
  }
  return false;
}
