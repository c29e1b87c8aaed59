/**
 * Opening an address in the phone's own browser (liff.openWindow with external: true), for what LINE's in-app
 * browser cannot do, such as saving a downloaded file (進貨對帳's CSV). Loaded on first use, like line-sharing.ts.
 */
import type { LineClient } from './line-client';

export async function openInExternalBrowser(line: LineClient, url: string): Promise<void> {
  if (line.openExternal !== undefined) return line.openExternal(url);
  if (line.mock) {
    const { openExternalMock } = await import('./line-window-mock');
    openExternalMock(url);
    return;
  }
  const { openExternalReal } = await import('./line-window-real');
  openExternalReal(url);
}
