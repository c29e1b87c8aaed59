import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCategoriesQuery, useGetProductsQuery } from '../../api/endpoints/catalogue';
import type { Id, Product } from '../../api/types';
import { EmptyState } from '../../components/empty-state';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { Spinner } from '../../components/spinner';
import { CategorySelectors } from './category-selectors';
import {
  initialSelection,
  requestedCategories,
  type CategorySelection,
} from './category-selection';
import { ProductGroups } from './product-groups';
import { groupProducts } from './product-grouping';

interface CategoryBrowserProps {
  customerid: Id;
  onAdd: (product: Product) => void;
}

/** The two category selectors and the chosen sub-categories' products under their headings (SPEC 2). */
export function CategoryBrowser({ customerid, onAdd }: CategoryBrowserProps) {
  const { t } = useTranslation('catalogue');
  const categories = useGetCategoriesQuery(undefined);
  const [chosen, setChosen] = useState<CategorySelection | null>(null);
  const list = categories.data;
  const selection = useMemo(() => chosen ?? (list ? initialSelection(list) : null), [chosen, list]);
  const requested = useMemo(
    () => (list && selection ? requestedCategories(list, selection) : null),
    [list, selection],
  );
  const products = useGetProductsQuery(
    requested ? { customerid, categories: requested } : skipToken,
  );

  const groups = useMemo(
    () =>
      products.currentData && list && requested
        ? groupProducts(products.currentData, requested, list)
        : [],
    [products.currentData, list, requested],
  );

  if (categories.error)
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
    if (products.error && !products.isFetching)
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
      <CategorySelectors categories={list} selection={selection} onChange={setChosen} />
      <div style={{ marginTop: 16 }}>{body()}</div>
    </>
  );
}
