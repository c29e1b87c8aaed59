import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProductsQuery } from '../../api/endpoints/catalogue';
import type { Id, Product } from '../../api/types';
import { EmptyState } from '../../components/empty-state';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { Spinner } from '../../components/spinner';
import { ProductGroups } from './product-groups';
import { searchProducts } from '../../domain/product-grouping';

interface SearchResultsProps {
  customerid: Id;
  query: string;
  onAdd: (product: Product) => void;
}

/** The whole catalogue (categories: []) filtered by name or code; fetched once when the buyer starts searching. */
export function SearchResults({ customerid, query, onAdd }: SearchResultsProps) {
  const { t } = useTranslation('catalogue');
  const all = useGetProductsQuery({ customerid, categories: [] });
  // Typing stays responsive on a slow phone: the filter and the list follow a frame behind the keystrokes.
  const deferred = useDeferredValue(query);
  const found = useMemo(
    () => searchProducts(all.currentData ?? [], deferred),
    [all.currentData, deferred],
  );
  const groups = useMemo(() => [{ key: 'search', title: null, products: found }], [found]);

  if (all.error && !all.isFetching)
    return <ErrorWithRetry error={all.error} onRetry={() => void all.refetch()} />;
  if (!all.currentData) return <Spinner />;
  if (found.length === 0) return <EmptyState message={t('search.noMatch')} />;
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
        {t('search.results', { count: found.length })}
      </Typography>
      <ProductGroups groups={groups} listKey={`search:${deferred}`} onAdd={onAdd} />
    </>
  );
}
