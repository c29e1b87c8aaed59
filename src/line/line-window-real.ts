/** The real SDK's openWindow: one pluggable module, installed on first use (loaded-on-first-use.ts). */
import liff from '@line/liff/core';
import IsInClientModule from '@line/liff/is-in-client';
import OpenWindowModule from '@line/liff/open-window';

export function openExternalReal(url: string): void {
  // A module installed twice is ignored by LIFF. IsInClient is installed already (liff-real.ts); imported here as
  // there all the same, so LINE's start loads LIFF's core together with its client (line-sharing-mock.ts says why).
  liff.use(new IsInClientModule()).use(new OpenWindowModule());
  liff.openWindow({ url, external: true });
}
