import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

export const shell: LocaleOf<AppTexts['shell']> = {
  menu: {
    home: 'Products',
    guide: 'Order guide',
    everyShop: 'Every shop',
    orders: 'My orders',
    orderDetail: 'Order line status',
    statement: 'Statement',
    account: 'Account',
    address: 'Shipping data',
    logout: 'Log out',
    loggingOut: 'Logging out…',
  },
  nav: {
    open: 'Open menu',
    close: 'Close menu',
    main: 'Main menu',
    header: 'Page navigation',
    signedInAs: 'Current shop',
  },
  header: {
    toHome: 'Back to products',
  },
  notifications: {
    button: 'Notifications',
    buttonWithCount: 'Notifications, {{count}} messages',
    title: 'Notifications',
    empty: 'No notifications',
    untitled: 'New message',
  },
  footer: {
    copyright: '© {{year}} Fresh-Share Foods Co., Ltd. All rights reserved.',
  },
  breadcrumb: {
    label: 'You are here',
  },
  notFound: {
    hint: 'The page you are looking for does not exist or was removed.',
  },
  routeError: {
    title: 'The page could not be loaded',
    hint: 'The network may be unstable or the system was just updated. Please reload the page.',
    reload: 'Reload',
  },
  boot: {
    configProblem:
      'The system is misconfigured and cannot start. Please contact your administrator.',
  },
  carriedTap: {
    noLongerSold: 'This product is no longer sold',
    priceUnknown: 'The latest price could not be loaded: connect to add this to the cart.',
  },
};
