/** How the statement shows cents and hundredths: '$12,345' and '2.50'. */
import { formatUnits } from '../../domain/decimal';
import { formatAmount } from '../../domain/money';

export const money = (cents: number): string => formatAmount(cents / 100);
export const quantity = (hundredths: number): string => formatUnits(hundredths, 2);
