import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawerOpened, selectCartDrawerOpen } from '../../store/cart/cart-slice';
import { selectActiveCartCount } from './cart-selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { carryTap } from '../../stored-home/carried-tap';
import { useFocusRetry } from './use-focus-retry';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { cartTexts } from './texts/cart';

// The drawer comes on the first tap of this button (most visits to home never open it). Loaded here, not from
// later-parts.ts: the drawer's share button loads its picker from there, so that list naming the drawer would
// import back the drawer.
const CartDrawer = lazy(() =>
  import('./cart-drawer').then((module) => ({ default: module.CartDrawer })),
);

/** The header's cart icon with the active shop's line count; it opens the drawer. */
export function CartButton() {
  useScreenTexts(cartTexts);
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectActiveCartCount);
  const open = useAppSelector(selectCartDrawerOpen);
  const [loaded, setLoaded] = useState(open);
  useFocusRetry();
  // Another screen may open the drawer (drawerOpened) before this button was ever tapped; once loaded it stays.
  if (open && !loaded) setLoaded(true);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('open', { count })}
        {...carryTap('cart')}
        onClick={() => dispatch(drawerOpened())}
        sx={{ width: 44, height: 44 }}
      >
        <Badge badgeContent={count} color="error" max={99}>
          <ShoppingCartOutlined />
        </Badge>
      </IconButton>
      {loaded ? (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
