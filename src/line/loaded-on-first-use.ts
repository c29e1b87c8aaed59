/**
 * LINE's parts that are loaded the first time the buyer needs them, so that neither the start-up nor the screens carry
 * them: the share target picker and permanent links (傳給負責人), and opening an address in the phone's own browser
 * (liff.openWindow with external: true) for what LINE's in-app browser cannot do, such as saving 進貨對帳's CSV. With
 * LINE's mock each loads its mock side; the real side installs the pluggable SDK's module then (LIFF installs a module
 * at any time; these register no init hooks).
 */
import type { LineClient, LineSharing } from './line-client';

export async function loadLineSharing(line: LineClient): Promise<LineSharing> {
  if (line.sharing !== undefined) return line.sharing();
  if (line.mock) {
    const { createMockLineSharing } = await import('./line-sharing-mock');
    return createMockLineSharing();
  }
  const { createRealLineSharing } = await import('./line-sharing-real');
  return createRealLineSharing();
}

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
