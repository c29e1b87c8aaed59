import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../../api/types';
import { ProductImage } from '../../components/product-image';
import { formatQuantity } from '../../domain/quantity';

interface OrderLineItemsProps {
  lines: OrderLine[];
  deliveryLabels: ReadonlyMap<string, string>;
}

/** 'A / B' without saying the same name twice (deliveryway usually is the label of deliverytype). */
function deliveryText(line: OrderLine, labels: ReadonlyMap<string, string>): string {
  const way = (line.deliveryway ?? '').trim();
  const code = (line.deliverytype ?? '').trim();
  const type = code === '' ? '' : (labels.get(code) ?? code);
  return [...new Set([way, type].filter((s) => s !== ''))].join(' / ');
}

/** The order's items: what, how much, how it travels and on which delivery note. */
export function OrderLineItems({ lines, deliveryLabels }: OrderLineItemsProps) {
  const { t } = useTranslation('orderList');
  if (lines.length === 0) {
    return <Typography color="text.secondary">{t('card.noLines')}</Typography>;
  }
  return (
    <Box component="ul" aria-label={t('card.lines')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line, index) => {
        const delivery = deliveryText(line, deliveryLabels);
        const deliveryno = (line.deliveryno ?? '').trim();
        const unit = line.salesunitcode ?? line.unitcode ?? '';
        const quantity = line.productqtyText ?? formatQuantity(line.productquantity);
        return (
          <Box
            component="li"
            key={`${String(line.id)}-${String(index)}`}
            sx={{
              display: 'flex',
              gap: 1.5,
              py: 1.25,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <ProductImage
              file={line.productimage}
              size={64}
              alt={t('line.image', { name: line.productname })}
            />
            <Box sx={{ minWidth: 0, flex: 1, fontSize: '0.875rem' }}>
              <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
                {line.productname}
              </Typography>
              <div>
                {t('line.quantity')} {`${quantity} ${unit}`.trim()}
              </div>
              {delivery === '' ? null : (
                <div>
                  {t('line.deliveryway')} {delivery}
                </div>
              )}
              {deliveryno === '' ? null : (
                <div>
                  {t('line.deliveryno')} {deliveryno}
                </div>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
