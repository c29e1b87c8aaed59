import axios, { isAxiosError } from 'axios';
import { ApiError, REQUEST_ERROR, asText, isApiError } from './api-error';

// Apart from api-error.ts, which the store reads at start-up: only the API layer, loaded on the first call, needs axios.
/** Any failure as an ApiError; errors already mapped by the http interceptors pass through unchanged. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (axios.isCancel(error) || (error instanceof Error && error.name === 'AbortError')) {
    return new ApiError('canceled', 'canceled', { cause: error });
  }
  if (isAxiosError(error)) {
    const { code, response } = error;
    if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
      return new ApiError('timeout', error.message, { cause: error });
    }
    if (response) {
      return new ApiError('http', response.statusText || REQUEST_ERROR, {
        status: response.status,
        cause: error,
      });
    }
    // No answer at all: offline, DNS, CORS refusal, a refused connection.
    return new ApiError('network', error.message || 'Network Error', { cause: error });
  }
  // Not an HTTP failure we know (a bug in a transform, say): shown as a server-side problem, never as data.
  return new ApiError(
    'http',
    error instanceof Error ? error.message : asText(error) || REQUEST_ERROR,
    {
      cause: error,
    },
  );
}
