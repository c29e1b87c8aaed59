/**
 * Start-up sign-in. It runs once LINE has started: before the first render when the start must wait for LINE
 * (start/start-app.ts), or alongside it when a stored session was shown at once. Either way it leaves a session that
 * LINE vouches for: a stored session of another LINE user, or one that LINE no longer backs (not logged in), ends. It
 * never throws: a failure leaves the buyer signed out and the route guard sends them to /login2.
 */
import type { LineClient } from '../line/line-client';
import {
  lineProfileLoaded,
  selectIsLoggedIn,
  selectSessionLineUser,
} from '../store/session/auth-slice';
import { endSession } from '../store/session/end-session';
import type { AppDispatch, RootState } from '../store/root-state';
import { lineUnreachableFound, signIn } from '../store/session/sign-in';
import { isLineUnreachable } from '../line/line-errors';
import { idTokenOf } from '../line/line-id-token';
// The start-up's one notice: it may show before i18next has arrived, so it is the words themselves, not a text's key.
import { LINE_LOGIN_FIRST } from '../line/line-login-first';

export interface StartupSignInDeps {
  /** Null when LINE could not start (its error was shown already): the stored session, if any, stays. */
  line: LineClient | null;
  /** Shows an in-app notice. */
  notify: (message: string) => void;
}

export const startupSignIn =
  ({ line, notify }: StartupSignInDeps) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    if (line === null) return;
    try {
      if (!line.isLoggedIn()) {
        // LINE no longer vouches for whoever stored this session: it ends before LINE login starts.
        if (selectIsLoggedIn(getState())) dispatch(endSession());
        notify(LINE_LOGIN_FIRST);
        // Real LIFF leaves the page for LINE's login and comes back; the mock stays (see liff-mock.ts).
        line.login();
        return;
      }
      let userId: string;
      try {
        ({ userId } = await line.getProfile());
      } catch (error) {
        // LINE started but its profile got no answer: the buyer is told LINE is out of reach, not left guessing.
        if (isLineUnreachable(error)) dispatch(lineUnreachableFound());
        return;
      }
      // Read before lineProfileLoaded overwrites the LINE user the stored session was signed in with.
      const sessionUser = selectSessionLineUser(getState());
      dispatch(lineProfileLoaded(userId));

      if (selectIsLoggedIn(getState())) {
        // The stored session's own LINE user: kept as it is. For an unbound shop that is the /login2 → /login3 path,
        // whose bind must still be offered to this user.
        if (sessionUser === userId) return;
        // The stored session belongs to another LINE user (a shared phone, or the demo's user switch): it is not this
        // buyer's to keep, whether or not this user's own login succeeds. An unbound session too, or /login3 would
        // bind the first buyer's account to this user's LINE.
        dispatch(endSession());
      }
      await dispatch(signIn({ by: 'lineId', lineId: userId, idToken: idTokenOf(line) }));
    } catch {
      // A failed start-up login is silent; the guard shows /login2.
    }
  };
