import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

export const account: LocaleOf<AppTexts['account']> = {
  title: 'Account',
  userId: 'User ID',
  sysaccount: 'System account',
  customer: 'Current shop',
  customerHint: 'Products, cart and orders follow the shop chosen here',
  customerSwitched: 'Switched to {{name}}',
  email: 'Email',
  emailEmpty: 'Not set',
  lineId: 'LINE ID',
  lineIdEmpty: 'Not linked',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  emailSaved: 'Email saved',
  emailHasSpaces: 'An email cannot contain spaces: remove them and save again',
  emailCapped: 'The email was too long and was cut to {{max}} characters',
  saveFailed: 'Email not saved: {{reason}}',
  unbind: 'Unlink LINE',
  unbindTitle: 'Unlink LINE?',
  unbindBody:
    'You will be signed out at once and this LINE account can no longer open the ordering pages of {{name}} until you sign in with the account and link it again. Your cart is kept.',
  unbindConfirm: 'Unlink and sign out',
  unbindFailed: 'Unlinking failed; you are still signed in: {{reason}}',
};
