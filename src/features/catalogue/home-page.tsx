import Box from '@mui/material/Box';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../api/types';
import { useAppAlert } from '../../components/app-alert-context';
import { PageHeader } from '../../components/page-header';
import { useDebouncedTap } from '../../components/use-debounced-tap';
import { selectCustomer } from '../../store/session/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { CategoryBrowser } from './category-browser';
import { GuideCard } from './guide-card';
import { HomeCutoffClock } from './home-cutoff-clock';
import { LastPurchase } from './last-purchase';
import { SearchField } from './search-field';
import { SearchResults } from './search-results';
import { useScreenTexts } from '../../i18n/use-screen-texts';
import { catalogueTexts } from './texts/catalogue';
import { later } from '../../components/later';

// Fetched on the first tap of 加入購物車, not with the list (the first screen loads only what it shows).
const AddToCartDialog = later(() => import('./add-to-cart-dialog').then((m) => m.AddToCartDialog));
const AddedOverlay = later(() => import('./added-overlay').then((m) => m.AddedOverlay));

/** The add dialog's code, asked for when 加入購物車 is tapped on home's painted copy (app/route-table.ts). */
export const preloadAddDialog = (): Promise<unknown> => AddToCartDialog.preload();

/**
 * Home: the last purchase, the search, the category selectors and the products; the add dialog and the
 * 已加入購物車 overlay on top.
 */
export function HomePage() {
  useScreenTexts(catalogueTexts);
  const { t } = useTranslation('catalogue');
  const notify = useAppAlert();
  const customer = useAppSelector(selectCustomer);
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState<Product | null>(null);
  const [overlay, setOverlay] = useState(false);

  // Stable across renders, so the memoised cards do not re-render when the page does. Once the dialog has closed,
  // the next tap on a card is a new one, not the double of the tap that opened it.
  const [openAdd, endTapWindow] = useDebouncedTap((product: Product) => setAdding(product));
  const closeAdd = useCallback(() => {
    setAdding(null);
    endTapWindow();
  }, [endTapWindow]);
  const closeOverlay = useCallback(() => setOverlay(false), []);
  const added = useCallback(
    (outcome: 'added' | 'unsynced') => {
      setAdding(null);
      endTapWindow();
      setOverlay(true);
      if (outcome === 'unsynced') notify(t('addDialog.addedUnsynced'), 'warning');
    },
    [endTapWindow, notify, t],
  );

  const searching = query.trim() !== '';
  return (
    <>
      <PageHeader title={t('title')} root />
      <HomeCutoffClock />
      <LastPurchase />
      {customer === null ? null : (
        <>
          <GuideCard customerid={customer.id} />
          <Box sx={{ mb: 1.5 }}>
            <SearchField value={query} onChange={setQuery} />
          </Box>
          {searching ? (
            <SearchResults customerid={customer.id} query={query} onAdd={openAdd} />
          ) : (
            <CategoryBrowser customerid={customer.id} onAdd={openAdd} />
          )}
        </>
      )}
      <Suspense fallback={null}>
        {adding === null ? null : (
          <AddToCartDialog
            key={String(adding.id)}
            product={adding}
            onClose={closeAdd}
            onAdded={added}
          />
        )}
        {overlay ? <AddedOverlay onClose={closeOverlay} /> : null}
      </Suspense>
    </>
  );
}
