import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LineDifference, ProductRow } from '../../domain/statement-products';
import { quantity } from './statement-format';

function Differences({
  kind,
  lines,
  unit,
}: {
  kind: 'short' | 'over';
  lines: LineDifference[];
  unit: string;
}) {
  const { t } = useTranslation('statement');
  if (lines.length === 0) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography
        variant="body2"
        sx={{ fontWeight: 700, color: kind === 'short' ? 'error.main' : 'warning.dark' }}
      >
        {t(kind, { count: lines.length })}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {lines.map((line, i) => (
          <Typography
            component="li"
            variant="body2"
            key={`${line.orderno}-${String(i)}`}
            sx={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}
          >
            {t('lineDifference', {
              orderno: line.orderno,
              ordered: `${quantity(line.ordered)} ${unit}`,
              delivered: `${quantity(line.delivered)} ${unit}`,
            })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The month's products, most ordered first: ordered against delivered, and the lines that were not as ordered. */
export function ProductList({ rows }: { rows: ProductRow[] }) {
  const { t } = useTranslation('statement');
  return (
    <Box component="section" aria-labelledby="statement-products">
      <Typography id="statement-products" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('products')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
        aria-labelledby="statement-products"
      >
        {rows.map((row) => (
          <Box
            component="li"
            key={row.key}
            aria-label={row.productname}
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ fontWeight: 500 }}>{row.productname}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                t('productOrdered', { qty: quantity(row.ordered), unit: row.unit }),
                t('productDelivered', { qty: quantity(row.delivered), unit: row.unit }),
                ...(row.pending > 0
                  ? [t('productPending', { qty: quantity(row.pending), unit: row.unit })]
                  : []),
              ].map((part, i, parts) => (
                // Each figure whole on its line, the dot ending the line before: 包(1KG) never breaks from its quantity.
                <Box component="span" key={part} sx={{ whiteSpace: 'nowrap' }}>
                  {part}
                  {i < parts.length - 1 ? '・' : ''}
                </Box>
              ))}
            </Typography>
            <Differences kind="short" lines={row.short} unit={row.unit} />
            <Differences kind="over" lines={row.over} unit={row.unit} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
