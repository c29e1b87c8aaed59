/**
 * The reason a failed login shows after `登入失敗:`: the server's own message for a business error (the backend writes
 * Chinese), the app's kind texts for everything else, so a buyer never reads "Request Error." or "Invalid response." at
 * 2 AM.
 */
import type { TFunction } from 'i18next';
import type { ApiErrorKind } from '../../api/api-error';
import { readFailure } from '../../domain/failure';
import type { SignInOutcome } from './use-sign-in-attempt';

function kindOf(error: unknown): { kind: ApiErrorKind | null; message: string } {
  const failure = readFailure(error);
  // A login call is never cancelled by a screen (it is not tracked); RTK aborts it only when the API state is reset,
  // and that happens on signedOut: the http layer ended the session because the server answered 401.
  if (failure.aborted) return { kind: 'unauthorized', message: '' };
  return { kind: failure.kind as ApiErrorKind | null, message: failure.message };
}

/** Null for a call that was cancelled (the screen was left): nothing to show. */
export function signInFailureReason(
  error: unknown,
  t: TFunction<['auth', 'common']>,
): string | null {
  const failure = kindOf(error);
  switch (failure.kind) {
    case 'canceled':
      return null;
    case 'network':
      return t('common:errors.network');
    case 'timeout':
      return t('common:errors.timeout');
    case 'business':
      return failure.message === '' ? t('common:errors.server') : failure.message;
    case 'unauthorized':
      // Its message may be an HTTP status text ('Unauthorized') or 'invalid_token': not words for a buyer.
      return t('auth:login2.refused');
    default:
      // 'http' (5xx, an HTML page, a broken body) and anything unexpected.
      return t('common:errors.server');
  }
}

/** The whole alert text: `登入失敗:` + reason, or null when there is nothing to say. */
export function signInFailureText(error: unknown, t: TFunction<['auth', 'common']>): string | null {
  const reason = signInFailureReason(error, t);
  return reason === null ? null : t('auth:login2.failed', { reason });
}

/**
 * What a sign-in screen says after an attempt: 登入失敗，請檢查帳號！ when the answer had no token, `登入失敗:` + reason
 * when the call failed, nothing when it worked, was cancelled or was a double tap that sent nothing.
 */
export function signInOutcomeText(
  outcome: SignInOutcome,
  t: TFunction<['auth', 'common']>,
): string | null {
  if (outcome.kind === 'no-token') return t('auth:login2.noToken');
  if (outcome.kind === 'failed') return signInFailureText(outcome.error, t);
  return null;
}
