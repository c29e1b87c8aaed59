import type { LocaleOf } from '../../locale-of';
import type { common as zhTW } from '../zh-TW/common';

export const common: LocaleOf<typeof zhTW> = {
  appName: 'Fresh-Share Ordering',
  siteName: 'Fresh Food Purchasing',
  enterpriseLogin: 'Enterprise login',
  notFound: 'Page not found',
  backHome: 'Back to home',
  loading: 'Loading…',
  retry: 'Retry',
  ok: 'OK',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  empty: 'No data yet',
  errors: {
    network: 'Network problem, please try again later',
    timeout: 'The connection timed out, please try again later',
    server: 'The system is busy, please try again later',
  },
};
