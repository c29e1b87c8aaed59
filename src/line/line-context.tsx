/**
 * Hands the started LINE client to the screens. Null when LINE could not start (SPEC 8 alerted already): screens
 * that need LINE must handle its absence rather than crash.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { LineClient } from './line-client';

const LineContext = createContext<LineClient | null>(null);

export function LineProvider({ line, children }: { line: LineClient | null; children: ReactNode }) {
  return <LineContext value={line}>{children}</LineContext>;
}

/** The LINE client of this app start, or null when LINE could not start. */
export function useLine(): LineClient | null {
  return useContext(LineContext);
}
