import { useTranslation } from 'react-i18next';
import { formatAmount } from '../domain/money';

/** A product's price per sales unit ('$320 / 箱(10KG)'); a product without a price is sold at market price (時價). */
export function usePriceText(product: {
  productPrice?: number | null;
  salesunitcode: string;
}): string {
  const { t } = useTranslation('common');
  const price = product.productPrice;
  if (price === null || price === undefined || !Number.isFinite(price)) return t('price.market');
  return t('price.perUnit', { price: formatAmount(price), unit: product.salesunitcode });
}
