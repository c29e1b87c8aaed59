import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

/** The cart drawer's "send to the owner" button. */
export const cartShare: LocaleOf<AppTexts['cartShare']> = {
  share: 'Send to the owner',
  preparing: 'Preparing the link…',
  failed: 'Could not send: check the connection and try again',
};
