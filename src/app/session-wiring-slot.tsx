import { useEffect } from 'react';
import { selectIsLoggedIn } from '../store/session/auth-slice';
import { useAppSelector } from '../store/hooks';
import type { StartedApp } from '../start/start-app';
import type { wireSession } from './session-wiring';

interface SessionWiringProps {
  app: StartedApp;
  /** session-wiring.ts's code, loaded with the first signed-in session (route-table.ts). */
  load: () => Promise<typeof wireSession>;
}

/**
 * Wires the session's work beside the screens (session-wiring.ts) while a buyer is signed in: from the first render
 * of a signed-in open, and from a sign-in on /login2; a sign-out stops it. Renders nothing.
 */
export function SessionWiring({ app, load }: SessionWiringProps) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | null = null;
    let live = true;
    void load().then((wire) => {
      if (live) stop = wire(app);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [app, load, signedIn]);
  return null;
}
