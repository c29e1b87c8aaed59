import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../domain/quantity';
import { LineStatus, type LineStatusProps } from './line-status';

/** The card passes everything on to the line's status. */
type OrderLineCardProps = LineStatusProps;

/** '2.00 箱(10KG)': the backend's text when it sent one, else the number with 2 decimals. */
const withUnit = (text: string | undefined, fallback: number, unit: string) =>
  `${(text ?? '').trim() || formatQuantity(fallback)} ${unit}`.trim();

/**
 * One order line as a stacked card: a wide table of five columns does not fit a 390 px phone, and a card reads top
 * to bottom the way a buyer checks a delivery: which order, what, how much, and where it stands.
 */
export function OrderLineCard({ line, labels, ...status }: OrderLineCardProps) {
  const { t } = useTranslation('orderDetail');
  const unit = line.salesunitcode ?? line.unitcode ?? '';
  return (
    <Card component="li" variant="outlined" aria-label={line.orderidorderno ?? line.productname}>
      <CardContent sx={{ display: 'grid', gap: 0.75, '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {t('orderno')} {line.orderidorderno ?? ''}
        </Typography>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {line.productname}
        </Typography>
        <Typography variant="body2">
          {t('ordered')} {withUnit(line.productqtyText, line.productquantity, unit)}
          {' · '}
          {t('delivered')} {withUnit(line.deliveryqtyText, 0, unit)}
        </Typography>
        <LineStatus line={line} labels={labels} {...status} />
      </CardContent>
    </Card>
  );
}
