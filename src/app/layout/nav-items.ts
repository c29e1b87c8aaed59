import { paths, type AppPath } from '../../config/paths';

export interface NavItem {
  path: AppPath;
  /** Key in the shell namespace's menu. */
  label:
    'home' | 'guide' | 'everyShop' | 'orders' | 'orderDetail' | 'statement' | 'account' | 'address';
  /** Only for an account with two shops or more (各店訂購). */
  multiShop?: true;
}

/**
 * The menu entries in their order (商品總覽, 常用清單, 各店訂購, 我的訂單, 訂單明細狀態, 進貨對帳, 帳號管理, 出貨資料), shared by the
 * drawer and the wide-screen header. Their icons are the drawer's (nav-drawer.tsx): they come with the menu. 各店訂購 shows only for an account with two shops or more (navItemsFor).
 */
export const navItems: readonly NavItem[] = [
  { path: paths.home, label: 'home' },
  { path: paths.guide, label: 'guide' },
  { path: paths.everyShop, label: 'everyShop', multiShop: true },
  { path: paths.order, label: 'orders' },
  { path: paths.orderDetail, label: 'orderDetail' },
  { path: paths.statement, label: 'statement' },
  { path: paths.account, label: 'account' },
  { path: paths.address, label: 'address' },
];

/** The entries an account sees: 各店訂購 only with two shops or more. */
export const navItemsFor = (shopCount: number): readonly NavItem[] =>
  shopCount >= 2 ? navItems : navItems.filter((item) => item.multiShop !== true);
