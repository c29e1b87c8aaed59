/**
 * Start-up sign-in (SPEC 4 "Sign-in", DECISIONS 12): runs once after LINE init and before the first render, so the
 * route guards see the settled session. It never throws: a failure leaves the buyer signed out and the guard sends
 * them to /login2.
 */
import { clearTokens } from '../../api/token-store';
import type { LineClient } from '../../line/line-client';
import { zhTW } from '../../i18n/resources-zh-tw';
import { lineProfileLoaded, signedOut } from '../../store/auth-slice';
import type { AppStore } from '../../store/store';
import { signInByLineId } from './line-sign-in';

export interface StartupSignInDeps {
  store: AppStore;
  /** Null when LINE could not start (its error was shown already). */
  line: LineClient | null;
  /** Shows an in-app notice. */
  notify: (message: string) => void;
}

// This runs before React and i18next's provider exist; the interface language is fixed (DECISIONS 8), so the
// notice is read straight from the zh-TW texts rather than through a second i18next instance.
const lineLoginFirst = (): string => zhTW.auth.startup.lineLoginFirst;

export async function startupSignIn({ store, line, notify }: StartupSignInDeps): Promise<void> {
  if (line === null) return;
  try {
    if (!line.isLoggedIn()) {
      notify(lineLoginFirst());
      // Real LIFF leaves the page for LINE's login and comes back; the mock stays (see liff-mock.ts).
      line.login();
      return;
    }
    const { userId } = await line.getProfile();
    store.dispatch(lineProfileLoaded(userId));

    const { loggedIn, customer } = store.getState().auth;
    const boundTo = (customer?.lineid ?? '').trim();
    if (loggedIn && boundTo === userId) return;
    if (loggedIn && boundTo !== '') {
      // The stored session belongs to another LINE user (a shared phone, or the demo's user switch): it is not
      // this buyer's to keep, whether or not this user's own login succeeds.
      clearTokens();
      store.dispatch(signedOut());
    }
    await signInByLineId(store, userId, line);
  } catch {
    // SPEC 8 / DECISIONS 12: a failed start-up login is silent; the guard shows /login2.
  }
}
