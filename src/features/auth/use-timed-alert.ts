import { useCallback, useEffect, useState } from 'react';

/** The sign-in alert hides itself after 5000 ms. */
export const SIGN_IN_ALERT_MS = 5000;

export interface TimedAlert {
  /** Changes with every message, so the same text shown twice restarts its timer. */
  id: number;
  text: string;
}

/** One message at a time that hides itself after SIGN_IN_ALERT_MS; a new message replaces the old one. */
export function useTimedAlert() {
  const [alert, setAlert] = useState<TimedAlert | null>(null);

  useEffect(() => {
    if (alert === null) return;
    const timer = setTimeout(() => setAlert(null), SIGN_IN_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const show = useCallback(
    (text: string) => setAlert((previous) => ({ id: (previous?.id ?? 0) + 1, text })),
    [],
  );
  const close = useCallback(() => setAlert(null), []);
  return { alert, show, close };
}
