/**
 * The demo's picker (VITE_LIFF_MOCK=true): LINE's mock plugin already put shareTargetPicker on the liff object at
 * its init (liff-mock.ts); it is told to answer "sent". Its permanentLink.createUrlBy answers https://line.me
 * whatever it is asked, so the demo's link is the app's own address, which opens in the same tab.
 */
import liff from '@line/liff/core';
import IsInClientModule from '@line/liff/is-in-client';
import type { LiffMockApi } from '@line/liff-mock';
import type ShareTargetPickerModule from '@line/liff/share-target-picker';
import type { LineSharing } from './line-client';

interface MockedLiff {
  $mock: LiffMockApi;
  isInClient: () => boolean;
  shareTargetPicker: ReturnType<ShareTargetPickerModule['install']>;
}

export function createMockLineSharing(): LineSharing {
  // Installed already by liff-mock.ts (a second use() is ignored). Imported here as there all the same: LINE's start
  // then loads LIFF's core together with its client, not on its own, which would slow that start a little.
  liff.use(new IsInClientModule());
  const mocked = liff as unknown as MockedLiff;
  mocked.$mock.set((previous) => ({ ...previous, shareTargetPicker: { status: 'success' } }));
  return {
    // The mock's LINE is "in client" exactly when its user is logged in (liff-mock.ts).
    canPick: () => mocked.isInClient(),
    pick: async (messages) =>
      (await mocked.shareTargetPicker(messages, { isMultiple: true })) ? 'sent' : 'cancelled',
    permanentLink: (url) => Promise.resolve(url),
  };
}
