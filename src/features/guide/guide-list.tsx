import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddProductsToCart } from '../cart';
import { skipOf, type GuideRow, type GuideSkip } from './guide-rows';
import { GuideRowView } from './guide-row';
import { ParCountSwitch } from './par-count-switch';
import { useParCount } from './use-par-count';
import { useShownPrices } from './use-shown-prices';

/** What the buyer changed; a row not in here is ticked, at its usual quantity. */
interface Choice {
  checked?: boolean;
  quantity?: number;
}

const keyOf = (row: GuideRow): string => String(row.productid);

/**
 * The rows and 加入購物車（N 項）: every ticked row goes in through the cart's normal add, one tap, once. In 盤點 a
 * row's quantity is its 建議, and a row whose 建議 is 0 or not known (a refused entry) is not ticked.
 */
export function GuideList({ rows, customerid }: { rows: GuideRow[]; customerid: string | null }) {
  const { t } = useTranslation('guide');
  const guide = useAddProductsToCart({ from: 'guide' });
  const count = useParCount(customerid);
  const prices = useShownPrices(rows);
  const countOf = (row: GuideRow) => (count.on && skipOf(row) === null ? count.of(row) : null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [zeroRows, setZeroRows] = useState<ReadonlySet<string>>(new Set());
  const [nothingChecked, setNothingChecked] = useState(false);

  const isChecked = (row: GuideRow) => {
    const suggestion = countOf(row)?.suggestion;
    return (
      skipOf(row) === null &&
      (choices[keyOf(row)]?.checked ?? true) &&
      (suggestion === undefined || (suggestion !== null && suggestion > 0))
    );
  };
  const quantityOf = (row: GuideRow) =>
    countOf(row)?.suggestion ?? choices[keyOf(row)]?.quantity ?? row.usualQuantity;
  const checked = rows.filter(isChecked);

  const change = useCallback((row: GuideRow, choice: Choice) => {
    setChoices((all) => ({ ...all, [keyOf(row)]: { ...all[keyOf(row)], ...choice } }));
    setZeroRows((zero) => {
      if (!zero.has(keyOf(row))) return zero;
      const next = new Set(zero);
      next.delete(keyOf(row));
      return next;
    });
    setNothingChecked(false);
  }, []);
  const onCheck = useCallback(
    (row: GuideRow, on: boolean) => change(row, { checked: on }),
    [change],
  );
  const onQuantity = useCallback(
    (row: GuideRow, quantity: number) => change(row, { quantity }),
    [change],
  );

  const add = () => {
    if (checked.length === 0) {
      setNothingChecked(true);
      return;
    }
    // The add dialog's rule: nothing is added while a ticked row says 0.
    const zero = new Set(checked.filter((row) => quantityOf(row) <= 0).map(keyOf));
    setZeroRows(zero);
    if (zero.size > 0) return;
    // The rows shown as not addable are named in the summary too, as 再買一次 names what it skipped.
    const skipped = (why: GuideSkip) =>
      rows.filter((row) => skipOf(row) === why).map((r) => r.name);
    guide.add({
      from: 'guide',
      items: checked.map((row) => ({
        name: row.name,
        product: row.product,
        quantity: quantityOf(row),
      })),
      skipped: {
        alreadyInCart: skipped('alreadyInCart'),
        missing: skipped('missing'),
        notOrderable: skipped('notOrderable'),
      },
    });
  };

  return (
    <>
      <ParCountSwitch on={count.on} onChange={count.setOn} />
      <Box component="ul" aria-label={t('title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <GuideRowView
            key={keyOf(row)}
            row={row}
            checked={isChecked(row)}
            quantity={quantityOf(row)}
            zeroQuantity={zeroRows.has(keyOf(row))}
            count={countOf(row)}
            onCheck={onCheck}
            onQuantity={onQuantity}
            onCount={count.type}
            prices={prices}
          />
        ))}
      </Box>
      {/* Kept on screen while the buyer scrolls a long guide: the one action of the screen. Above the rows: an
          outlined field's label is positioned and would show through it. */}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          py: 1.5,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={guide.busy}
          onClick={add}
          sx={{ minHeight: 48, fontWeight: 700 }}
        >
          {guide.busy ? t('adding') : t('add', { count: checked.length })}
        </Button>
        {nothingChecked ? <FormHelperText error>{t('nothingChecked')}</FormHelperText> : null}
      </Box>
    </>
  );
}
