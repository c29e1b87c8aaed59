import Menu from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { carryTap } from '../../stored-home/carried-tap';
import { HeaderActions } from './header-actions';
import { HeaderBar } from './header-bar';
import { selectCustomers } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { navItemsFor } from './nav-items';
import { NotificationBell } from './notification-bell';
import { later } from '../../components/later';

// Fetched on the first tap of the menu button: the drawer's list, slide and logout are not needed to see a screen.
const NavDrawer = later(() => import('./nav-drawer').then((m) => m.NavDrawer));

/** Served from public/images; fixed size so the header never shifts when it arrives. */
const TITLE_IMAGE = { src: '/images/title.webp', width: 160, height: 32 };

/**
 * The signed-in header: menu, title image, (wide screens) the menu's entries inline, the actions slot, the bell.
 * Not part of the start-up: loaded once a signed-in start is likely (app-shell.tsx, route-table.ts), as the drawer,
 * popover and badge are no use to a signed-out buyer.
 */
export function SignedInHeader() {
  const { t } = useTranslation(['shell', 'common']);
  const theme = useTheme();
  // Read synchronously so a wide screen does not flash the phone layout first.
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const shopCount = useAppSelector(selectCustomers).length;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first open on, so closing it still slides it out.
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <HeaderBar>
      <IconButton
        edge="start"
        aria-label={t('shell:nav.open')}
        {...carryTap('menu')}
        onClick={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      >
        <Menu />
      </IconButton>
      <Box
        component={RouterLink}
        to={paths.home}
        aria-label={t('shell:header.toHome')}
        sx={{ display: 'flex', alignItems: 'center', minHeight: 44, minWidth: 0, flexShrink: 1 }}
      >
        <img
          src={TITLE_IMAGE.src}
          width={TITLE_IMAGE.width}
          height={TITLE_IMAGE.height}
          alt={t('common:appName')}
          style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
        />
      </Box>
      {wide ? (
        <Box
          component="nav"
          aria-label={t('shell:nav.header')}
          sx={{ display: 'flex', gap: 0.5, ml: 2 }}
        >
          {navItemsFor(shopCount).map(({ path, label }) => (
            <Button key={path} component={NavLink} to={path} end color="inherit">
              {t(`shell:menu.${label}`)}
            </Button>
          ))}
        </Box>
      ) : null}
      <Box sx={{ flex: 1 }} />
      <HeaderActions />
      <NotificationBell />
      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </HeaderBar>
  );
}
