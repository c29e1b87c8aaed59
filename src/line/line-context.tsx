/**
 * Hands the started LINE client to the screens. A returning buyer's screen shows before LINE has started
 * (src/start/start-app.ts), so the provider takes LINE's start as a promise and screens see null until it settles.
 * Null also when LINE could not start (start-up alerted already): screens that need LINE must handle its absence.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { LineClient, LineStart } from './line-client';

const LineContext = createContext<LineClient | null>(null);

export function LineProvider({ line, children }: { line: LineStart; children: ReactNode }) {
  const [started, setStarted] = useState<LineClient | null>(null);
  useEffect(() => {
    if (!(line instanceof Promise)) return;
    let current = true;
    void line.then((client) => {
      if (current) setStarted(client);
    });
    return () => {
      current = false;
    };
  }, [line]);
  return <LineContext value={line instanceof Promise ? started : line}>{children}</LineContext>;
}

/** The LINE client of this app start; null while LINE is starting or when it could not start. */
export function useLine(): LineClient | null {
  return useContext(LineContext);
}
