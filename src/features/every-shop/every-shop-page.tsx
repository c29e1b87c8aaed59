import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../api/types';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { orderedLines } from '../../domain/ordered-lines';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { useCheckoutTexts } from '../checkout';
import { selectLinesByCustomer } from '../../store/cart/cart-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { passSet } from '../../store/order/every-shop-pass';
import { endFinishedPass, passShopOpen, selectEveryShopPass } from './send-pass';
import { EveryShopGrid } from './every-shop-grid';
import { ProductSearch } from './product-search';
import { ReviewPanel } from './review-panel';
import { everyShopTexts } from './texts/every-shop';
import { useEveryShopData, useShops, type Shop } from './use-every-shop-data';

/**
 * Shops that left the account while the screen is open (the account's shop list was read again meanwhile): named
 * once, and their columns and sends are gone.
 */
function useRemovedShops(shops: readonly Shop[]): string[] {
  const seen = useRef(new Map<string, string>());
  const [removed, setRemoved] = useState<string[]>([]);
  useEffect(() => {
    const now = new Set(shops.map((s) => s.customerid));
    const gone = [...seen.current].filter(([id]) => !now.has(id)).map(([, name]) => name);
    for (const shop of shops) seen.current.set(shop.customerid, shop.name);
    for (const id of [...seen.current.keys()]) if (!now.has(id)) seen.current.delete(id);
    if (gone.length > 0) setRemoved((before) => [...before, ...gone]);
  }, [shops]);
  return removed;
}

/**
 * 各店訂購: a chain's buyer orders for every shop of the account from one screen. Each column is that shop's own
 * cart at that shop's own prices; the review sends one order per shop, each exactly once (send-pass.ts).
 */
export function EveryShopPage() {
  useScreenTexts(everyShopTexts);
  // The resend confirmation and the LINE notice are the checkout's, in its words.
  useCheckoutTexts();
  const { t } = useTranslation('everyShop');
  const shops = useShops();
  const removed = useRemovedShops(shops);
  const [added, setAdded] = useState<Product[]>([]);
  const [active, setActive] = useState<string>('');
  const dispatch = useAppDispatch();
  // A pass left unfinished (a reload mid-pass, or another screen meanwhile) opens again at its review, each shop
  // with its result; a finished one is over.
  const pass = useAppSelector(selectEveryShopPass);
  const unfinished = pass?.shops.some(passShopOpen) === true;
  const [reviewing, setReviewing] = useState<readonly string[] | null>(() =>
    unfinished ? pass.shops.map((s) => s.customerid) : null,
  );
  // A finished pass (or one with no shop read whole) is over: on the grid, and when the screen closes.
  useEffect(() => {
    if (reviewing === null) dispatch(endFinishedPass());
  }, [dispatch, reviewing]);
  useEffect(
    () => () => {
      dispatch(endFinishedPass());
    },
    [dispatch],
  );
  const data = useEveryShopData(shops, added);
  const carts = useAppSelector(selectLinesByCustomer);
  const listed = useMemo(() => new Set(data.rows?.map((r) => r.productid) ?? []), [data.rows]);

  const withLines = shops.filter((s) => orderedLines(carts[s.customerid] ?? []).length > 0);
  const removedNotice =
    removed.length > 0 ? (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('removed', { shops: removed.join('、') })}
      </Alert>
    ) : null;

  let body;
  if (shops.length < 2) {
    body = (
      <EmptyState
        message={t('single')}
        action={
          <Button component={RouterLink} to={paths.home} variant="contained" sx={{ minHeight: 44 }}>
            {t('toCatalogue')}
          </Button>
        }
      />
    );
  } else if (reviewing !== null) {
    // The shops that had lines when the review opened: a shop whose order went stays on the list with its result.
    const reviewed = shops.filter((s) => reviewing.includes(s.customerid));
    body = (
      <ReviewPanel
        shops={reviewed}
        onBack={() => {
          // Leaving the review ends the pass: a shop whose send may have left keeps its pending send, checked
          // whenever that shop becomes active.
          dispatch(passSet(null));
          setReviewing(null);
        }}
      />
    );
  } else if (data.rows === undefined) {
    body = <Spinner />;
  } else {
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('intro')}
        </Typography>
        <ProductSearch
          catalogue={data.catalogue}
          listed={listed}
          onAdd={(product) => setAdded((now) => [...now, product])}
        />
        <EveryShopGrid
          shops={shops}
          rows={data.rows}
          prices={data.prices}
          onRetry={data.retryPrices}
          active={
            shops.some((s) => s.customerid === active) ? active : (shops[0]?.customerid ?? '')
          }
          onPick={setActive}
        />
        <Box sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default' }}>
          <Button
            fullWidth
            variant="contained"
            size="large"
            disabled={withLines.length === 0}
            onClick={() => {
              dispatch(passSet(null));
              setReviewing(withLines.map((s) => s.customerid));
            }}
            sx={{ minHeight: 48, fontWeight: 700 }}
          >
            {withLines.length === 0 ? t('nothingToReview') : t('review')}
          </Button>
        </Box>
      </>
    );
  }
  return (
    <Box>
      <PageHeader title={t('title')} />
      {removedNotice}
      {body}
    </Box>
  );
}
