/** The real SDK's picker and permanent links: three pluggable modules, installed on first share (loaded-on-first-use.ts). */
import liff from '@line/liff/core';
import IsApiAvailableModule from '@line/liff/is-api-available';
import IsInClientModule from '@line/liff/is-in-client';
import PermanentLinkModule from '@line/liff/permanent-link';
import ShareTargetPickerModule from '@line/liff/share-target-picker';
import type { LineSharing } from './line-client';

export function createRealLineSharing(): LineSharing {
  // A module installed twice is ignored by LIFF: a second share is harmless. IsInClient is installed already
  // (liff-real.ts); imported here as there all the same, so LINE's start loads LIFF's core together with its client
  // (line-sharing-mock.ts says why).
  liff
    .use(new IsInClientModule())
    .use(new IsApiAvailableModule())
    .use(new ShareTargetPickerModule())
    .use(new PermanentLinkModule());
  return {
    canPick: () => liff.isApiAvailable('shareTargetPicker'),
    // The picker answers { status: 'success' } once sent, nothing when the buyer closed it.
    pick: async (messages) =>
      (await liff.shareTargetPicker(messages, { isMultiple: true })) ? 'sent' : 'cancelled',
    permanentLink: (url) => liff.permanentLink.createUrlBy(url),
  };
}
