/** The app's routes, in one place so links and guards never disagree. */
export const paths = {
  home: '/',
  guide: '/guide',
  /** 各店訂購: a multi-shop account orders for each of its shops from one screen (docs/architecture.md). */
  everyShop: '/eachshop',
  pageTwo: '/pagetwo',
  order: '/order',
  orderDetail: '/orderdetail',
  /** 進貨對帳: a month's orders, deliveries and returns in figures, a chart and a CSV (docs/statement.md). */
  statement: '/statement',
  account: '/account',
  address: '/address',
  login: '/login',
  login2: '/login2',
  login3: '/login3',
  login4: '/login4',
  createOrder: '/createorder',
  /** A cart sent with 傳給負責人: `/shared-cart?c={token}` (docs/shared-cart.md). */
  sharedCart: '/shared-cart',
} as const;

/** The sign-in screens: they show their form before any call to the server, and no signed-in header. */
export const SIGN_IN_FORMS: readonly string[] = [
  paths.login,
  paths.login2,
  paths.login3,
  paths.login4,
];

/** The query parameter of /shared-cart that carries the cart. */
export const SHARED_CART_PARAM = 'c';

export type AppPath = (typeof paths)[keyof typeof paths];
