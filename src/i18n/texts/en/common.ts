import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

export const common: LocaleOf<AppTexts['common']> = {
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
  cutoff: {
    orderBy: 'Order before {{time}}, ',
    earliest: 'delivered {{date}} at the earliest',
    date: '{{weekday}} {{month}}/{{day}}',
    separator: ' · ',
    hoursLeft: '{{hours}} h {{minutes}} min left',
    minutesLeft: '{{minutes}} min left',
    underAMinute: 'under 1 min left',
    weekday0: 'Sun',
    weekday1: 'Mon',
    weekday2: 'Tue',
    weekday3: 'Wed',
    weekday4: 'Thu',
    weekday5: 'Fri',
    weekday6: 'Sat',
  },
  price: {
    market: 'Market price',
    perUnit: '{{price}} / {{unit}}',
  },
  stepper: {
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    invalid: 'Enter a number (a decimal point is fine); the previous quantity was restored',
    tooLarge: 'The quantity is at most 99,999',
    invalidMultiple: 'The order multiple must be greater than 0',
  },
  errors: {
    network: 'Network problem, please try again later',
    timeout: 'The connection timed out, please try again later',
    server: 'The system is busy, please try again later',
  },
};
