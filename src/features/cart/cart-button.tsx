import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawerOpened, selectCartDrawerOpen } from '../../store/cart/cart-slice';
import { selectActiveCartCount } from './cart-selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { carryTap } from '../../stored-home/carried-tap';
import { useFocusRetry } from './use-focus-retry';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { cartTexts } from './texts/cart';
import { later } from '../../components/later';

// The drawer comes on the first tap of this button (most visits to home never open it).
const CartDrawer = later(() => import('./cart-drawer').then((m) => m.CartDrawer));

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
