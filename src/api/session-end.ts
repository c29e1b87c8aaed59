/**
 * What the end of a session does (sign out, go to /login2): registered by the app at start-up, called by the http
 * layer on a 401 or `invalid_token`. Its own small module so start-up can register it without loading axios.
 */
let onSessionEnded: (() => void) | null = null;

/** The store/app layer registers what a session end does (api must not import them). */
export function configureHttp(options: { onSessionEnded: () => void }): void {
  onSessionEnded = options.onSessionEnded;
}

export function sessionEnded(): void {
  onSessionEnded?.();
}
