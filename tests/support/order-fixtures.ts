/** Orders of the demo shop 101: the delivery dialog's choices, the order/add body they make, the backend's order. */
import type { OrderDraft } from '../../src/api/types';
import { earliestDeliveryDate } from '../../src/domain/delivery-date';
import { lineBody } from '../../src/features/cart/cart-line';
import type { DeliveryDraft } from '../../src/store/order/order-types';
import { porkBelly, SHOP } from './cart-fixtures';

/** Address 1011 (台北市信義區松壽路12號B1), delivery by the distributor at 04, on account; no date chosen yet. */
export const deliveryChoices: DeliveryDraft = {
  addressId: '1011',
  expecteddate: '',
  deliverytype: '1',
  deliverytime: '04',
  deliverytimeremark: '',
  ispayment: '2',
};

/** The order/add body of those choices for a cart of 豬五花肉片, on the earliest delivery day unless given. */
export const orderDraftFor = (
  customerid: string = SHOP,
  expecteddate: string = earliestDeliveryDate(new Date(), 'Asia/Taipei'),
): OrderDraft => ({
  customerid,
  deliveryaddress: '台北市信義區松壽路12號B1',
  expecteddate,
  deliverytype: '1',
  deliverytime: '04',
  deliverytimeremark: '',
  ispayment: '2',
  orderstatus: '00',
  orderdetails: [lineBody({ ...porkBelly, customerid })],
});

/** The order the backend names (order/add's answer, the last order), SO-1 of 禾豐燒肉 unless told otherwise. */
export const createdOrder = (fields: { deliveryaddress?: string; expecteddate?: string } = {}) => ({
  orderno: 'SO-1',
  orderdate: '2026-11-25 02:00:00',
  customeridname: '禾豐燒肉',
  deliveryamount: 0,
  orderamount: 0,
  ordername: '',
  deliveryaddress: '台北市信義區松壽路12號B1',
  expecteddate: '2026-11-27',
  orderstatus: '00',
  orderremark: '',
  deliverytype: '1',
  orderdetails: [],
  ...fields,
});
