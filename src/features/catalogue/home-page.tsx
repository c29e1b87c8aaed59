import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useGetCategoriesQuery, useGetProductsQuery } from '../../api/endpoints/catalogue';
import type { Category, Id } from '../../api/types';
import { EmptyState } from '../../components/empty-state';
import { ErrorWithRetry } from '../../components/error-with-retry';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { sameId } from '../../domain/id';
import { selectCustomer } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';

/** DECISIONS 12: on entry the first top-level category with all its sub-categories is selected. */
function firstCategoryIds(categories: readonly Category[]): Id[] {
  const top = categories.find((c) => c.parentid === null);
  if (top === undefined) return [];
  return categories.filter((c) => sameId(c.parentid, top.id)).map((c) => c.id);
}

/** Placeholder home until the catalogue issue: who is signed in and the names of the first category's products. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const customer = useAppSelector(selectCustomer);
  const categories = useGetCategoriesQuery(undefined);
  const products = useGetProductsQuery(
    customer && categories.data
      ? { customerid: customer.id, categories: firstCategoryIds(categories.data) }
      : skipToken,
  );

  const failed = categories.error ?? products.error;
  const retry = () => void (categories.error ? categories.refetch() : products.refetch());

  return (
    <>
      <PageHeader title={t('menu.home')} root />
      {customer ? (
        <Typography sx={{ mb: 2 }}>
          {t('home.greeting', { name: customer.name || customer.fullname })}
        </Typography>
      ) : null}
      {failed ? (
        <ErrorWithRetry error={failed} onRetry={retry} />
      ) : products.data === undefined ? (
        <Spinner />
      ) : products.data.length === 0 ? (
        <EmptyState />
      ) : (
        <Paper variant="outlined">
          <Typography component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
            {t('home.productCount', { count: products.data.length })}
          </Typography>
          <List aria-label={t('home.products')}>
            {products.data.map((product) => (
              <ListItem key={String(product.id)} divider>
                <ListItemText primary={product.productname} secondary={product.salesunitcode} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
