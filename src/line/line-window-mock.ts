/**
 * The demo's openWindow (VITE_LIFF_MOCK=true): LINE's mock plugin put liff.openWindow on the liff object at its init
 * (liff-mock.ts) and it does nothing; the demo has no phone browser to hand the address to, so a new tab stands in.
 */
import liff from '@line/liff/core';
import IsInClientModule from '@line/liff/is-in-client';

interface MockedLiff {
  openWindow: (params: { url: string; external?: boolean }) => void;
}

export function openExternalMock(url: string): void {
  // Installed already by liff-mock.ts (a second use() is ignored); imported here as there all the same, so LINE's
  // start loads LIFF's core together with its client, not on its own (line-sharing-mock.ts says why).
  liff.use(new IsInClientModule());
  (liff as unknown as MockedLiff).openWindow({ url, external: true });
  window.open(url, '_blank', 'noopener');
}
