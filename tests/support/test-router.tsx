/**
 * A window on the app's router for tests: where it is (`state`), a way to move it (`navigate`) and every location it
 * commits (`subscribe`), as the data router's object offered. Render `<RouterProbe router={router} />` inside the
 * MemoryRouter.
 */
import { useLayoutEffect } from 'react';
import {
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router-dom';

interface RouterState {
  location: Location;
  historyAction: NavigationType;
}

export interface TestRouter {
  readonly state: RouterState;
  navigate: (to: To, options?: NavigateOptions) => Promise<void>;
  /** Called with every location the router commits (each navigation has its own location key). */
  subscribe: (listener: (state: RouterState) => void) => () => void;
  /** For RouterProbe. */
  commit: (state: RouterState, navigate: NavigateFunction) => void;
}

export function createTestRouter(): TestRouter {
  let state: RouterState = {
    location: { pathname: '', search: '', hash: '', state: null, key: 'initial' },
    historyAction: NavigationType.Pop,
  };
  let navigateFn: NavigateFunction | null = null;
  const listeners = new Set<(state: RouterState) => void>();
  return {
    get state() {
      return state;
    },
    navigate: async (to, options) => {
      if (navigateFn === null) throw new Error('the router is not rendered yet');
      await navigateFn(to, options);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    commit: (next, navigate) => {
      state = next;
      navigateFn = navigate;
      for (const listener of listeners) listener(next);
    },
  };
}

export function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.commit({ location, historyAction }, navigate);
  }, [router, location, historyAction, navigate]);
  return null;
}
