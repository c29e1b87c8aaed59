// Type-only: the handle is made at start-up, before the router's code has arrived.
import type { NavigateFunction, NavigateOptions } from 'react-router-dom';

/** Lets code outside React (the http layer's end of session) navigate, once the router is on the page. */
export interface NavigationHandle {
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The router's navigate function; returns a detach function. */
  attach: (navigate: NavigateFunction) => () => void;
}

export function createNavigationHandle(): NavigationHandle {
  let current: NavigateFunction | null = null;
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
