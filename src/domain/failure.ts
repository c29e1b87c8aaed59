import { isRecord } from './is-record';

/**
 * What the app reads of any failed call: the API layer's error kind ('network', 'timeout', 'business', 'http',
 * 'unauthorized', 'canceled') and its message. Read by shape, never by instanceof: RTK Query keeps the base query's
 * plain copy of it (api-error.ts), and the layers below the API layer must not import it.
 */
export interface Failure {
  /** null: not an error of the API layer (an unexpected throw). */
  kind: string | null;
  /** '' when there is none; trimmed. */
  message: string;
  /** The HTTP status, when a response arrived; null otherwise. */
  status: number | null;
  /** The call was aborted (a DOMException named AbortError), e.g. when RTK Query's state was reset. */
  aborted: boolean;
  /** The server's answer began but its body was cut off: the call reached the server. */
  incomplete: boolean;
}

export function readFailure(error: unknown): Failure {
  // An Error (an ApiError, a DOMException) is a record too: its fields are read the same way.
  if (!isRecord(error))
    return { kind: null, message: '', status: null, aborted: false, incomplete: false };
  const { kind, message, name, status, aborted, incomplete } = error;
  return {
    kind: typeof kind === 'string' ? kind : null,
    message: typeof message === 'string' ? message.trim() : '',
    status: typeof status === 'number' ? status : null,
    // A Failure read again keeps what it said.
    aborted: name === 'AbortError' || aborted === true,
    incomplete: incomplete === true,
  };
}
