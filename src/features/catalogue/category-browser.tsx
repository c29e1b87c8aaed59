import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCategoriesQuery, useGetProductsQuery } from '../../api/endpoints/catalogue';
import type { Id, Product } from '../../api/types';
import { EmptyState } from '../../components/empty-state';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { Spinner } from '../../components/spinner';
import {
  categoriesChosen,
  selectChosenCategories,
  type CategorySelection,
} from '../../store/catalogue/catalogue-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { CategorySelectorsSlot } from './category-selectors-slot';
import { requestedCategories, shownSelection } from '../../domain/category-selection';
import { ProductGroups } from './product-groups';
import { groupProducts } from '../../domain/product-grouping';
import { useRememberCatalogue } from './remember-catalogue';
import { StoredCatalogueNotice } from './stored-catalogue-notice';

interface CategoryBrowserProps {
  customerid: Id;
  onAdd: (product: Product) => void;
}

/** The two category selectors and the chosen sub-categories' products under their headings. */
export function CategoryBrowser({ customerid, onAdd }: CategoryBrowserProps) {
  const { t } = useTranslation('catalogue');
  const dispatch = useAppDispatch();
  const categories = useGetCategoriesQuery(undefined);
  const list = categories.data;
  const chosen = useAppSelector((state) => selectChosenCategories(state, String(customerid)));
  const setChosen = useCallback(
    (selection: CategorySelection) =>
      dispatch(categoriesChosen({ customerid: String(customerid), chosen: selection })),
    [dispatch, customerid],
  );
  // A choice kept from the last visit counts for what today's tree still has of it.
  const selection = useMemo(() => (list ? shownSelection(list, chosen) : null), [chosen, list]);
  const requested = useMemo(
    () => (list && selection ? requestedCategories(list, selection) : null),
    [list, selection],
  );
  const products = useGetProductsQuery(
    requested ? { customerid, categories: requested } : skipToken,
  );
  useRememberCatalogue({
    customerid,
    categories: list,
    // What today's tree kept of the buyer's choice; null stays home's default.
    chosen: chosen && selection,
    productCategories: requested,
    products: products.currentData,
  });

  const groups = useMemo(
    () =>
      products.currentData && list && requested
        ? groupProducts(products.currentData, requested, list)
        : [],
    [products.currentData, list, requested],
  );

  // A failed refresh of the last visit's copy keeps the copy on show: the notice says so and offers 重試.
  if (categories.error && !list)
    return <ErrorWithRetry error={categories.error} onRetry={() => void categories.refetch()} />;
  if (!list) return <Spinner />;
  if (!selection) return <EmptyState />;

  const body = () => {
    if (requested === null)
      return (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {t('categories.none')}
        </Typography>
      );
    // The previous list stays hidden while another is fetched: a stale list under new selectors would mislead.
    if (products.error && !products.isFetching && !products.currentData)
      return <ErrorWithRetry error={products.error} onRetry={() => void products.refetch()} />;
    if (!products.currentData) return <Spinner />;
    if (groups.length === 0) return <EmptyState />;
    return (
      <ProductGroups
        groups={groups}
        listKey={`${String(customerid)}:${requested.join(',')}`}
        onAdd={onAdd}
      />
    );
  };

  return (
    <>
      <CategorySelectorsSlot categories={list} selection={selection} onChange={setChosen} />
      <div style={{ marginTop: 16 }}>{body()}</div>
      {/* After the list, stuck to the screen's bottom: it never moves the cards (stored-catalogue-notice.tsx). */}
      <StoredCatalogueNotice customerid={customerid} productCategories={requested} />
    </>
  );
}
