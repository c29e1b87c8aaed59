/**
 * Sign-in by messaging id (loginLine) goes with LINE's ID token when LIFF has one, so a backend can verify it with
 * LINE instead of trusting a bare user id.
 */
import type { LineClient } from './line-client';

/** The ID token, or null: without the openid scope (or outside LINE) LIFF has none, and may throw instead. */
export function idTokenOf(line: LineClient | null): string | null {
  try {
    return line?.getIDToken() ?? null;
  } catch {
    return null;
  }
}
