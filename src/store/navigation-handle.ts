/**
 * Lets code outside React (a session that ended, a send found landed) take the buyer to a screen, once the router is
 * on the page: start-up makes the handle before the router's code has arrived, and the router attaches to it.
 */
export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one (a session end: Back does not return to it). */
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => unknown;

export interface NavigationHandle {
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The router's navigate function; returns a detach function. */
  attach: (navigate: Navigate) => () => void;
}

export function createNavigationHandle(): NavigationHandle {
  let current: Navigate | null = null;
  return {
    navigate: (to, options) => void current?.(to, options),
    attach: (navigate) => {
      current = navigate;
      return () => {
        if (current === navigate) current = null;
      };
    },
  };
}
