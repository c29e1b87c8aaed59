import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import type { PriceChanges } from '../price-changes';
import { usePriceChanges } from '../price-changes';
import { drawerClosed, selectCartDrawerOpen } from '../../store/cart/cart-slice';
import { selectActiveCartLines, selectActiveCartProductIds } from './cart-selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { deliveryOptionOpened } from '../../store/order/order-slice';
import { CartRow } from './cart-row';
import { ShareCartButton } from './share-cart-button';
import { CartAmountLine, CartTotals } from './cart-totals';
import { CutoffClockLine } from '../../components/cutoff-clock-line';

/** 「3 項價格有變動」: how many of the cart's lines cost another price than on an earlier day; nothing when none. */
function ChangedLines({ changeOf, Count }: PriceChanges) {
  const lines = useAppSelector(selectActiveCartLines);
  const count = lines.filter((line) => changeOf(line.productid, line.productprice) !== null).length;
  return count === 0 ? null : <Count count={count} />;
}

/**
 * The cart drawer: right side, 420 wide, the whole width on a phone. Rows and totals scroll; 送出訂單 stays
 * at the bottom. Loaded on first open (cart-button.tsx), so home does not carry it.
 */
export function CartDrawer() {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCartDrawerOpen);
  const productids = useAppSelector(selectActiveCartProductIds, shallowEqual);
  const [needLine, setNeedLine] = useState(false);
  const titleId = useId();
  // The shop's remembered prices, read once per shop: the rows and the count share them.
  const prices = usePriceChanges();
  const close = () => {
    setNeedLine(false);
    dispatch(drawerClosed());
  };
  const submit = () => {
    if (productids.length === 0) {
      setNeedLine(true);
      return;
    }
    setNeedLine(false);
    dispatch(drawerClosed());
    dispatch(deliveryOptionOpened());
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 420 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {t('title')}
          </Typography>
          {prices === null ? null : <ChangedLines {...prices} />}
        </Box>
        <IconButton aria-label={t('close')} onClick={close} sx={{ width: 44, height: 44 }}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, pb: 2 }}>
        {productids.length === 0 ? (
          <EmptyState message={t('empty')} />
        ) : (
          <Box component="ul" aria-label={t('title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {productids.map((productid) => (
              <CartRow key={productid} productid={productid} prices={prices} />
            ))}
          </Box>
        )}
        <CartTotals />
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        {needLine ? (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            {t('needOneLine')}
          </Alert>
        ) : null}
        <CartAmountLine />
        <Box sx={{ mb: 1.5 }}>
          <CutoffClockLine />
        </Box>
        {productids.length === 0 ? null : <ShareCartButton />}
        <Button variant="contained" size="large" fullWidth onClick={submit} sx={{ minHeight: 48 }}>
          {t('submit')}
        </Button>
      </Box>
    </Drawer>
  );
}
