/** What the last-purchase block shows of an order, as pure numbers. */
import type { Order, OrderLine } from '../../api/types';
import { totalWeightKg } from '../../domain/weight';

export const THUMBNAILS_SHOWN = 3;

export interface LastPurchaseSummary {
  thumbnails: OrderLine[];
  /** Lines beyond the three shown: the third thumbnail carries '+N' when N > 0. */
  moreCount: number;
  itemCount: number;
  weightKg: number;
}

export function summariseLastPurchase(order: Order): LastPurchaseSummary {
  const lines = order.orderdetails;
  return {
    thumbnails: lines.slice(0, THUMBNAILS_SHOWN),
    moreCount: Math.max(0, lines.length - THUMBNAILS_SHOWN),
    itemCount: lines.length,
    // One weight rule everywhere (domain/weight.ts): the order line's unit, unit weight and its product's multiple.
    weightKg: totalWeightKg(
      lines.map((line) => ({
        unitcode: line.unitcode ?? line.salesunitcode ?? null,
        productquantity: line.productquantity,
        unitweight: line.unitweight ?? line.product?.weight ?? null,
        ordermultiple: line.product?.ordermultiple ?? null,
      })),
    ),
  };
}
