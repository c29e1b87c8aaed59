import AccountCircle from '@mui/icons-material/AccountCircle';
import AddBusiness from '@mui/icons-material/AddBusiness';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalShipping from '@mui/icons-material/LocalShipping';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Storefront from '@mui/icons-material/Storefront';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths, type AppPath } from '../../config/paths';

export interface NavItem {
  path: AppPath;
  /** Key in the shell namespace's menu. */
  label: 'home' | 'guide' | 'everyShop' | 'orders' | 'orderDetail' | 'account' | 'address';
  Icon: typeof SvgIcon;
  /** Only for an account with two shops or more (各店訂購). */
  multiShop?: true;
}

/**
 * The menu entries in their order (商品總覽, 常用清單, 各店訂購, 我的訂單, 訂單明細狀態, 帳號管理, 出貨資料), shared by the
 * drawer and the wide-screen header. 各店訂購 shows only for an account with two shops or more (navItemsFor).
 */
export const navItems: readonly NavItem[] = [
  { path: paths.home, label: 'home', Icon: Storefront },
  { path: paths.guide, label: 'guide', Icon: PlaylistAddCheck },
  { path: paths.everyShop, label: 'everyShop', Icon: AddBusiness, multiShop: true },
  { path: paths.order, label: 'orders', Icon: ReceiptLong },
  { path: paths.orderDetail, label: 'orderDetail', Icon: ListAlt },
  { path: paths.account, label: 'account', Icon: AccountCircle },
  { path: paths.address, label: 'address', Icon: LocalShipping },
];

/** The entries an account sees: 各店訂購 only with two shops or more. */
export const navItemsFor = (shopCount: number): readonly NavItem[] =>
  shopCount >= 2 ? navItems : navItems.filter((item) => item.multiShop !== true);
