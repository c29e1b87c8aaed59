import type { Order } from '../../api/types';
import { OrderCard } from './order-card';

export interface OrderCardsProps {
  orders: Order[];
  /** The returns tab: a red 已退貨 heading instead of the timeline. */
  returned: boolean;
  statusLabels: ReadonlyMap<string, string>;
  deliveryLabels: ReadonlyMap<string, string>;
}

export function OrderCards({ orders, ...cardProps }: OrderCardsProps) {
  return (
    <>
      {orders.map((order, index) => (
        // An order number is unique per list; the index guards a backend that sends one twice.
        <OrderCard key={`${order.orderno}-${String(index)}`} order={order} {...cardProps} />
      ))}
    </>
  );
}
