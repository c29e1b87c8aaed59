import type { AppTexts } from '../../app-texts';
import type { LocaleOf } from '../../locale-of';

/** Texts of /order's list. */
export const orderList: LocaleOf<AppTexts['orderList']> = {
  tabs: {
    label: 'Order type',
    orders: 'Orders',
    returns: 'Returns',
  },
  total: '{{count}} in total',
  loadMore: 'Load more',
  emptyOrders: 'No data yet',
  emptyReturns: 'No returns yet',
  returned: 'Returned',
  card: {
    orderno: 'Order number',
    orderdate: 'Ordered at',
    customer: 'Customer',
    ordername: 'Order name',
    orderamount: 'Order amount',
    deliveryamount: 'Delivered amount',
    address: 'Delivery address',
    expecteddate: 'Requested delivery date',
    remark: 'Remark',
    none: 'None',
    lines: 'Items',
    noLines: 'This order has no items',
  },
  timeline: {
    label: 'Order progress',
    steps: {
      未出貨: 'Not shipped',
      已成立: 'Confirmed',
      已出貨: 'Shipped',
      未付款: 'Unpaid',
      已付款: 'Paid',
    },
  },
  line: {
    deliveryway: 'Delivery method',
    deliveryno: 'Delivery note no.',
    quantity: 'Quantity',
    image: 'Image of {{name}}',
  },
};
