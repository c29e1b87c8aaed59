import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

export const auth: LocaleOf<AppTexts['auth']> = {
  startup: {
    lineLoginFirst: 'Please log in to LINE first',
  },
  login: {
    lineButton: 'Log in with LINE',
    accountButton: 'Log in with an account',
    demo: {
      title: 'Demo mode',
      hint: 'Demo build only: choose the LINE user to simulate; the page reloads after the choice.',
      groupLabel: 'Simulated LINE user',
      current: '{{user}} (current)',
      apply: 'Switch and reload',
      users: {
        demo: 'Demo account demo (bound)',
        chain: 'Chain account chain (three shops)',
        unbound: 'A new LINE user (not bound)',
        none: 'Not logged in to LINE',
      },
    },
  },
  login2: {
    title: 'Account login',
    account: 'Account',
    accountRequired: 'Please enter your account',
    submit: 'Bind LINE account',
    lineIdMissing: 'Line Id does not exist',
    lineUnreachable: 'Cannot reach LINE. Check your connection and retry',
    noToken: 'Login failed, please check the account!',
    failed: 'Login failed: {{reason}}',
    refused: 'The server refused the sign-in, please log in again',
    autoLogin: 'Signing in with your LINE account…',
  },
  login3: {
    welcome: 'Welcome',
    intro: 'Bind the account "{{account}}" to this LINE account to order directly next time.',
    bind: 'Bind LINE account',
    bound: 'Binding succeeded. Please reopen the page to link your account.',
    noAccount:
      'No account to bind was found. Please go back to the account login and enter it again.',
    backToLogin2: 'Back to account login',
  },
  login4: {
    title: 'Your company info',
    taxId: 'Unified business number',
    taxIdHint: '8 digits',
    companyName: 'Company name',
    invalidTaxId: 'The unified business number is not valid',
    notFound: 'No company found, please enter the company name yourself',
    looking: 'Looking up the company…',
    next: 'Next',
  },
};
