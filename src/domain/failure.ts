import { isRecord } from './is-record';

/**
 * What the app reads of any failed call: the API layer's error kind ('network', 'timeout', 'business', 'http',
 * 'unauthorized', 'canceled') and its message. Read by shape, never by instanceof: RTK Query hands the base query's
 * error on as a plain (serialisable) copy, and the layers below the API layer must not import it.
 */
export interface Failure {
  /** null: not an error of the API layer (an unexpected throw). */
  kind: string | null;
  /** '' when there is none; trimmed. */
  message: string;
  /** The call was aborted (a DOMException named AbortError), e.g. when RTK Query's state was reset. */
  aborted: boolean;
}

export function readFailure(error: unknown): Failure {
  // An Error (an ApiError, a DOMException) is a record too: its fields are read the same way.
  if (!isRecord(error)) return { kind: null, message: '', aborted: false };
  const { kind, message, name } = error;
  return {
    kind: typeof kind === 'string' ? kind : null,
    message: typeof message === 'string' ? message.trim() : '',
    aborted: name === 'AbortError',
  };
}
