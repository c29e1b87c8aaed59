import AccountCircle from '@mui/icons-material/AccountCircle';
import AddBusiness from '@mui/icons-material/AddBusiness';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Logout from '@mui/icons-material/Logout';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { useLogout } from '../../features/auth';
import { selectCustomer, selectCustomers } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { navItemsFor, type NavItem } from './nav-items';

/** Each entry's icon, shown in the drawer only. */
const ICONS: Record<NavItem['label'], typeof SvgIcon> = {
  home: Storefront,
  guide: PlaylistAddCheck,
  everyShop: AddBusiness,
  orders: ReceiptLong,
  orderDetail: ListAlt,
  statement: RequestQuote,
  account: AccountCircle,
  address: LocalShipping,
};

function NavIcon({ label }: { label: NavItem['label'] }) {
  const Icon = ICONS[label];
  return <Icon />;
}

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The side menu: the entries of nav-items.ts, the shop the buyer acts for, and 登出. */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const customer = useAppSelector(selectCustomer);
  const shopCount = useAppSelector(selectCustomers).length;
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    onClose();
    try {
      await logout();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('nav.main')} sx={{ width: 280, maxWidth: '85vw' }}>
        <Box sx={{ px: 2, pt: 2, pb: 1.5 }}>
          <Logo />
          {customer ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('nav.signedInAs')}：{customer.name || customer.fullname}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        <List>
          {navItemsFor(shopCount).map(({ path, label }) => (
            <ListItem key={path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={path}
                end
                selected={pathname === path}
                onClick={onClose}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <NavIcon label={label} />
                </ListItemIcon>
                <ListItemText primary={t(`menu.${label}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <Box sx={{ p: 2 }}>
          <Button
            fullWidth
            variant="outlined"
            color="inherit"
            startIcon={<Logout />}
            disabled={leaving}
            onClick={() => void onLogout()}
          >
            {t('menu.logout')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
