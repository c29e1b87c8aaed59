import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../api/types';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { usePriceChanges } from '../price-changes';
import { ProductCard } from './product-card';
import { useProgressiveCount } from './use-progressive-count';
import { FIRST_SCREEN_CARDS } from '../../domain/first-screen-cards';
import type { ProductGroup as GroupOf } from '../../domain/product-grouping';

/** Products under one heading on home, as the cards show them. */
export type ProductGroup = GroupOf<Product>;

interface ProductGroupsProps {
  groups: readonly ProductGroup[];
  /** Changes when the list is a different one: rendering starts again from the first batch. */
  listKey: string;
  onAdd: (product: Product) => void;
}

const listSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1,
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
} as const;

/** Products under their sub-category headings, rendered progressively (see useProgressiveCount). */
export const ProductGroups = memo(function ProductGroups({
  groups,
  listKey,
  onAdd,
}: ProductGroupsProps) {
  const { t } = useTranslation('catalogue');
  const total = groups.reduce((sum, g) => sum + g.products.length, 0);
  let budget = useProgressiveCount(total, listKey);
  // The first cards are above the fold on a phone: their images are the screen's largest paint, so no lazy loading.
  let priority = FIRST_SCREEN_CARDS;
  const idPrefix = useId();
  // After the first paint: the cards show their price's change since an earlier day.
  const prices = usePriceChanges(useAfterFirstPaint());

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {groups.map((group) => {
        if (budget <= 0 || group.products.length === 0) return null;
        const shown = group.products.slice(0, budget);
        budget -= shown.length;
        const headingId = `${idPrefix}-${group.key}`;
        return (
          <Box
            component="section"
            data-product-group
            key={group.key}
            aria-labelledby={group.title === null ? undefined : headingId}
          >
            {group.title === null ? null : (
              <Typography
                id={headingId}
                component="h2"
                sx={{
                  fontWeight: 700,
                  fontSize: 17,
                  mb: 1,
                  display: 'flex',
                  alignItems: 'baseline',
                  gap: 1,
                }}
              >
                {group.title}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('product.count', { count: group.products.length })}
                </Typography>
              </Typography>
            )}
            <Box component="ul" sx={listSx} aria-label={group.title ?? undefined}>
              {shown.map((product) => {
                priority -= 1;
                return (
                  <ProductCard
                    key={String(product.id)}
                    product={product}
                    onAdd={onAdd}
                    priority={priority >= 0}
                    change={prices?.changeOf(product.id, product.productPrice) ?? null}
                    Badge={prices?.Badge}
                  />
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
});
