/** The real SDK's openWindow: one pluggable module, installed on first use (line-window.ts). */
import liff from '@line/liff/core';
import OpenWindowModule from '@line/liff/open-window';

export function openExternalReal(url: string): void {
  // A module installed twice is ignored by LIFF.
  liff.use(new OpenWindowModule());
  liff.openWindow({ url, external: true });
}
