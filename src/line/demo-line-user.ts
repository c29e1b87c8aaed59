/**
 * Mock LINE only: which LINE user the demo acts as, kept in localStorage so a reload keeps the choice.
 * Kept apart from liff-mock.ts so the demo /login page can offer the choice without loading the LIFF SDK.
 */
import { DEMO_LINE_USER_KEY } from '../config/storage-keys';

/** The stored value meaning "not logged in to LINE". */
export const DEMO_LINE_USER_NONE = 'none';

/** The stored choice: a LINE user id, DEMO_LINE_USER_NONE, or null when nothing (usable) is stored. */
export function readDemoLineUser(): string | null {
  try {
    const value = window.localStorage.getItem(DEMO_LINE_USER_KEY)?.trim();
    return value === undefined || value === '' ? null : value;
  } catch {
    // Storage can be blocked (private mode, some in-app browsers): behave as if nothing was chosen.
    return null;
  }
}

/**
 * Stores the user to act as after the next start of LINE: a LINE user id, DEMO_LINE_USER_NONE ('none'), or null
 * to return to VITE_LIFF_MOCK_USER_ID. Takes effect on the next initLine (a reload), not on a running client.
 */
export function setDemoLineUser(userId: string | null): void {
  try {
    const value = userId?.trim() ?? '';
    if (value === '') window.localStorage.removeItem(DEMO_LINE_USER_KEY);
    else window.localStorage.setItem(DEMO_LINE_USER_KEY, value);
  } catch {
    // A demo convenience must never break the page; without storage the default mock user stays.
  }
}
