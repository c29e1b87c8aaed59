import type { AlertColor } from '@mui/material/Alert';
import type { useTranslation } from 'react-i18next';

type Translate = ReturnType<typeof useTranslation<'cart'>>['t'];

import type { AddedAndSkipped } from './cart-adds-model';

/**
 * One alert for a re-buy or the order guide's add (both in the orders namespace's texts): what went in, and each
 * kind of skip with its reason. Success only when every product went in; a partial re-buy is a warning so the
 * buyer checks the cart before sending.
 */
export function rebuyMessage(
  result: AddedAndSkipped,
  t: Translate,
): { message: string; severity: AlertColor } {
  const names = (list: readonly string[]) => list.join(t('adds.separator'));
  const notOrderable = result.notOrderable ?? [];
  const parts = [
    result.added.length > 0 ? t('adds.added', { names: names(result.added) }) : '',
    result.alreadyInCart.length > 0
      ? t('adds.alreadyInCart', { names: names(result.alreadyInCart) })
      : '',
    result.missing.length > 0 ? t('adds.missing', { names: names(result.missing) }) : '',
    notOrderable.length > 0 ? t('adds.notOrderable', { names: names(notOrderable) }) : '',
  ].filter((part) => part !== '');
  if (parts.length === 0) return { message: t('adds.nothing'), severity: 'info' };
  const skipped = result.alreadyInCart.length + result.missing.length + notOrderable.length;
  const severity: AlertColor =
    skipped === 0 ? 'success' : result.added.length > 0 ? 'warning' : 'info';
  return { message: parts.join(t('adds.joiner')), severity };
}
