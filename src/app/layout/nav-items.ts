import AccountCircle from '@mui/icons-material/AccountCircle';
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
  label: 'home' | 'guide' | 'orders' | 'orderDetail' | 'account' | 'address';
  Icon: typeof SvgIcon;
}

/**
 * The six menu entries in their order (商品總覽, 常用清單, 我的訂單, 訂單明細狀態, 帳號管理, 出貨資料), shared by the drawer
 * and the wide-screen header.
 */
export const navItems: readonly NavItem[] = [
  { path: paths.home, label: 'home', Icon: Storefront },
  { path: paths.guide, label: 'guide', Icon: PlaylistAddCheck },
  { path: paths.order, label: 'orders', Icon: ReceiptLong },
  { path: paths.orderDetail, label: 'orderDetail', Icon: ListAlt },
  { path: paths.account, label: 'account', Icon: AccountCircle },
  { path: paths.address, label: 'address', Icon: LocalShipping },
];
