/**
 * /shared-cart?c=…: a cart sent with 傳給負責人 (docs/shared-cart.md). The link carries only the shop, the sender's
 * name and each line's product and quantity; names and prices are today's catalogue's. A link that does not read
 * says 連結無效或已損壞 and adds nothing; a cart of another shop of the account offers the switch; one of another
 * account is refused.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths, SHARED_CART_PARAM } from '../../config/paths';
import { sameId } from '../../domain/id';
import { decodeSharedCart } from '../../domain/shared-cart-link';
import { sharedCartTexts } from './texts/shared-cart';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import {
  customerSelected,
  selectCustomerId,
  selectCustomers,
  selectCustomer,
} from '../../store/session/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Clauses } from './clauses';
import { SharedCartView } from './shared-cart-view';

/** A screen that cannot show the cart: what is wrong, and the way on. */
function Refusal({ text, children }: { text: string; children?: React.ReactNode }) {
  const { t } = useTranslation('sharedCart');
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: 4, textAlign: 'center' }}>
      <Typography component="h1" variant="h6" role="alert" sx={{ fontWeight: 700, mb: 3 }}>
        <Clauses text={text} />
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'stretch' }}>
        {children}
        <Button component={RouterLink} to={paths.home} variant="outlined" sx={{ minHeight: 48 }}>
          {t('toHome')}
        </Button>
      </Box>
    </Box>
  );
}

export function SharedCartPage() {
  useScreenTexts(sharedCartTexts);
  const { t } = useTranslation('sharedCart');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get(SHARED_CART_PARAM);
  const decoded = useMemo(() => decodeSharedCart(token), [token]);
  const customerid = useAppSelector(selectCustomerId);
  const current = useAppSelector(selectCustomer);
  const customers = useAppSelector(selectCustomers);

  if (!decoded.ok) return <Refusal text={t('invalid')} />;
  const cart = decoded.value;
  if (customerid !== cart.shopId) {
    const shop = customers.find((c) => sameId(c.id, cart.shopId));
    if (shop === undefined) return <Refusal text={t('otherAccount')} />;
    const name = shop.name || shop.fullname;
    return (
      <Refusal
        text={t('otherShop', { shop: name, current: current?.name || current?.fullname || '' })}
      >
        <Button
          variant="contained"
          sx={{ minHeight: 48 }}
          onClick={() => dispatch(customerSelected(shop.id))}
        >
          {t('switchShop', { shop: name })}
        </Button>
      </Refusal>
    );
  }
  // A key per link: another link opened from this screen starts over.
  return <SharedCartView key={token} cart={cart} customerid={customerid} />;
}
