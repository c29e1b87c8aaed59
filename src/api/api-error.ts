/**
 * The one error every API call fails with. The message keeps the raw text (statusText, 'Request Error.', the server's
 * message); screens map `kind` to their own Chinese texts.
 */
export type ApiErrorKind =
  'http' | 'business' | 'network' | 'timeout' | 'canceled' | 'unauthorized';

export interface ApiErrorDetails {
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The envelope's `code`, when the body carried one. */
  code?: number;
  /**
   * A success status whose body stopped short of readable JSON (a connection cut mid-answer): the request reached the
   * server and its answer had begun, so what it did is not known.
   */
  incomplete?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: number;
  readonly incomplete?: boolean;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.code !== undefined) this.code = details.code;
    if (details.incomplete === true) this.incomplete = true;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/**
 * A failed call as RTK Query keeps it in the store: plain data (the default serializable check stays on), read by
 * `readFailure` (domain/failure.ts) like any error.
 */
export interface ApiFailure {
  name: 'ApiError';
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: number;
  incomplete?: boolean;
}

export function plainFailure(error: ApiError): ApiFailure {
  return {
    name: 'ApiError',
    kind: error.kind,
    message: error.message,
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.incomplete === true ? { incomplete: true } : {}),
  };
}

/** A text stays as it is, anything else (an object message, an errors map) becomes JSON text. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  // JSON.stringify answers undefined for these, and a message can make nothing of them.
  if (
    value === undefined ||
    value === null ||
    typeof value === 'function' ||
    typeof value === 'symbol'
  )
    return '';
  try {
    return JSON.stringify(value);
  } catch {
    // A cyclic value (or a BigInt) cannot be JSON; say so rather than lose the whole error.
    return '[unserialisable message]';
  }
}

/** An HTTP error shows its status text, or this when the server (or HTTP/2) gave none. */
export const REQUEST_ERROR = 'Request Error.';
/** A 200 answer that is not JSON (vite preview's index.html, a truncated body) must never pass as data. */
export const INVALID_RESPONSE = 'Invalid response.';

/** The envelope's code as a number; null when absent (no code = success). */
export function codeOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  const { code } = body;
  if (code === null || code === undefined || code === '') return null;
  const value = Number(code);
  return Number.isNaN(value) ? null : value;
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** The business error an envelope carries (errors field, then code ≠ 200), or null for a success. */
export function bodyError(body: unknown, status?: number): ApiError | null {
  if (typeof body !== 'object' || body === null) return null;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  const code = codeOf(body);
  const details: ApiErrorDetails = { status, ...(code === null ? {} : { code }) };
  if (!isEmpty(errors)) return new ApiError('business', asText(errors), details);
  if (code !== null && code !== 200) return new ApiError('business', asText(message), details);
  return null;
}
