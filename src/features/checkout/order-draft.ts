/** The order draft (order/add's payload) from the dialog's choices and the cart; pure, so its shape is unit-tested. */
import type { CashOnDelivery, DeliveryTime, OrderDraft } from '../../api/types';
import { orderedLines } from '../../domain/ordered-lines';
import { lineBody } from '../cart';
import type { CartEntry } from '../../store/cart/cart-slice';
import type { DeliveryDraft } from '../../store/order/order-types';

const isDeliveryTime = (v: string): v is DeliveryTime => v === '01' || v === '02' || v === '04';

/**
 * Null when the choices are not complete (the dialog's validation runs first, so this is a last guard). The
 * remark is sent only with 04 (不指定); cash on delivery is '1' only when chosen, else '2'.
 */
export function buildOrderDraft(
  customerid: string,
  deliveryaddress: string,
  draft: DeliveryDraft,
  lines: readonly CartEntry[],
): OrderDraft | null {
  if (!isDeliveryTime(draft.deliverytime)) return null;
  const ispayment: CashOnDelivery = draft.ispayment === '1' ? '1' : '2';
  return {
    customerid,
    deliveryaddress,
    expecteddate: draft.expecteddate,
    deliverytype: draft.deliverytype,
    deliverytime: draft.deliverytime,
    deliverytimeremark: draft.deliverytime === '04' ? draft.deliverytimeremark : '',
    ispayment,
    orderstatus: '00',
    orderdetails: orderedLines(lines).map(lineBody),
  };
}
