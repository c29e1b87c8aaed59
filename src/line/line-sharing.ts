/**
 * LINE's share target picker and permanent links (傳給負責人), loaded when the buyer first shares: the pluggable SDK's
 * modules are installed then (LIFF installs a module at any time; these register no init hooks), so neither
 * start-up nor the drawer carries them.
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
