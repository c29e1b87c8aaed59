import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../api/types';

/** How many matches the search lists: the buyer types more to narrow it. */
const MATCHES = 6;

interface ProductSearchProps {
  catalogue: readonly Product[];
  /** Products that already have a row. */
  listed: ReadonlySet<string>;
  onAdd: (product: Product) => void;
}

/** A search over the shops' catalogue, to give any other product a row (then a quantity per shop). */
export function ProductSearch({ catalogue, listed, onAdd }: ProductSearchProps) {
  const { t } = useTranslation('everyShop');
  const [query, setQuery] = useState('');
  const words = query.trim();
  const matches = useMemo(() => {
    if (words === '') return [];
    const seen = new Set<string>();
    return catalogue
      .filter((p) => {
        const id = String(p.id);
        if (seen.has(id) || !p.productname.includes(words)) return false;
        seen.add(id);
        return true;
      })
      .slice(0, MATCHES);
  }, [catalogue, words]);
  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        type="search"
        label={t('search')}
        placeholder={t('searchHint')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
        sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
      />
      {words !== '' && matches.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('searchEmpty')}
        </Typography>
      ) : null}
      {matches.map((product) => {
        const already = listed.has(String(product.id));
        return (
          <Button
            key={String(product.id)}
            fullWidth
            variant="outlined"
            disabled={already}
            onClick={() => {
              onAdd(product);
              setQuery('');
            }}
            sx={{ mt: 1, minHeight: 44, justifyContent: 'flex-start', textAlign: 'left' }}
          >
            {already
              ? `${product.productname}（${t('added')}）`
              : t('addRow', { name: product.productname })}
          </Button>
        );
      })}
    </Box>
  );
}
