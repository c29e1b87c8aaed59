import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../components/quantity-stepper';
import { usePriceText } from '../../components/use-price-text';
import { useStepperMessages } from '../../components/use-stepper-messages';
import { env } from '../../config/env';
import { formatDate } from '../../domain/format';
import { formatQuantity, normaliseMultiple } from '../../domain/quantity';
import { bracketedUnit } from '../../domain/bracketed-unit';
import { specText } from '../../domain/sales-unit';
import type { Product } from '../../api/types';
import { GuideCountFields } from './guide-count-fields';
import { skipOf, type GuideRow } from './guide-rows';
import type { CountField, RowCount } from './use-par-count';
import type { PriceChanges } from '../price-changes';

/** 'YYYY-MM-DD' → '11/20': the day is enough, the guide is about recent orders. */
function monthDay(date: string): string {
  const [, month, day] = formatDate(date, env.businessTimezone).split('-');
  return month === undefined || day === undefined ? '' : `${Number(month)}/${Number(day)}`;
}

/** The stepper's multiple: the product's, or 0 for an unusable one (the stepper then says so and stays off). */
function multipleOf(product: Product): number {
  try {
    return normaliseMultiple(product.ordermultiple);
  } catch {
    return 0;
  }
}

interface GuideRowViewProps {
  row: GuideRow;
  checked: boolean;
  quantity: number;
  zeroQuantity: boolean;
  /** In 盤點, the row's count (a row that can be added); null otherwise. */
  count: RowCount | null;
  onCheck: (row: GuideRow, checked: boolean) => void;
  onQuantity: (row: GuideRow, quantity: number) => void;
  onCount: (row: GuideRow, field: CountField, text: string) => void;
  /** The shop's price changes since an earlier day (read once by the list), once loaded. */
  prices: PriceChanges | null;
}

/** Props equal, the count by its fields: the list makes a new count object for every row on each keystroke. */
function sameProps(prev: GuideRowViewProps, next: GuideRowViewProps): boolean {
  const a = prev.count;
  const b = next.count;
  const sameCount =
    a === b ||
    (a !== null &&
      b !== null &&
      (Object.keys(a) as (keyof RowCount)[]).every((k) => a[k] === b[k]));
  return (
    sameCount &&
    (Object.keys(next) as (keyof GuideRowViewProps)[]).every(
      (k) => k === 'count' || Object.is(prev[k], next[k]),
    )
  );
}

/** Price and spec of a product that is still sold, and its price's change since an earlier day. */
function ProductFacts({ product, prices }: { product: Product; prices: PriceChanges | null }) {
  const price = usePriceText(product);
  const change = prices?.changeOf(product.id, product.productPrice) ?? null;
  return (
    <Typography variant="body2" color="text.secondary">
      {specText(product.ordermultiple, product.salesunitcode)} · {price}
      {change === null || prices === null ? null : (
        <>
          {' '}
          <prices.Badge change={change} />
        </>
      )}
    </Typography>
  );
}

/**
 * One product of the guide: a checkbox, the name, spec and today's price, 常訂 and 上次, and the add dialog's
 * stepper, or in 盤點 the count fields and 建議. A product in the cart, no longer sold or with an order multiple of 0
 * or less cannot be ticked, nor a counted row whose 建議 is 0 or not known. Memoised: typing in one row leaves the
 * others.
 */
export const GuideRowView = memo(function GuideRowView({
  row,
  checked,
  quantity,
  zeroQuantity,
  count,
  onCheck,
  onQuantity,
  onCount,
  prices,
}: GuideRowViewProps) {
  const { t } = useTranslation('guide');
  const stepperMessages = useStepperMessages();
  const { product } = row;
  const helperId = `guide-${String(row.productid)}-zero`;
  const selectable =
    skipOf(row) === null && (count === null || (count.suggestion !== null && count.suggestion > 0));
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: product === null ? 0.6 : 1,
      }}
    >
      <Checkbox
        checked={selectable && checked}
        disabled={!selectable}
        onChange={(event) => onCheck(row, event.target.checked)}
        slotProps={{ input: { 'aria-label': t('select', { name: row.name }) } }}
        sx={{ p: 1.25, alignSelf: 'flex-start' }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1rem', wordBreak: 'keep-all' }}
        >
          {row.name}
        </Typography>
        {product === null ? null : <ProductFacts product={product} prices={prices} />}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.5,
          }}
        >
          {!row.orderable ? null : (
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t('usual', { quantity: formatQuantity(row.usualQuantity) })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('last', { date: monthDay(row.lastOrderDate) })}
          </Typography>
          {row.inCart ? (
            <Chip size="small" color="success" variant="outlined" label={t('inCart')} />
          ) : null}
          {product === null ? <Chip size="small" label={t('discontinued')} /> : null}
        </Box>
        {product !== null && count !== null ? (
          <GuideCountFields
            productid={String(row.productid)}
            name={row.name}
            unit={bracketedUnit(product.salesunitcode).unit}
            {...count}
            onType={(field, text) => onCount(row, field, text)}
          />
        ) : null}
        {/* A product whose multiple is 0 or less keeps its stepper: off, saying 訂購倍數必須大於 0. */}
        {product !== null && !row.inCart && count === null ? (
          <Box sx={{ mt: 1 }}>
            <QuantityStepper
              value={quantity}
              multiple={multipleOf(product)}
              onChange={(next) => onQuantity(row, next)}
              label={t('quantity', { name: row.name })}
              messages={stepperMessages}
              describedBy={zeroQuantity ? helperId : undefined}
            />
            {zeroQuantity ? (
              <FormHelperText id={helperId} error>
                {t('zeroQuantity')}
              </FormHelperText>
            ) : null}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}, sameProps);
