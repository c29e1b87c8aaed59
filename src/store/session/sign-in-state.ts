/** The sign-in's own state (sign-in.ts makes its slice): plain, so the store's types name it. */
export interface SignInState {
  /** A sign-in is on its way (its call, then the customer list). */
  pending: boolean;
  /**
   * LINE could not be reached as the app started (its servers did not answer: no signal, DNS, a refused address),
   * as opposed to a buyer not logged in to LINE: /login2 says so, with 重試. Not persisted: every open asks again.
   */
  lineUnreachable: boolean;
}
