/**
 * The tab lives in the URL (`/order?tab=returns`) so back and reload return to it. Switching tabs replaces the history
 * entry: back leaves /order instead of stepping through every tab tapped.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderListType } from '../../api/types';

export type OrdersTab = 'orders' | 'returns';

export const listTypeOf = (tab: OrdersTab): OrderListType => (tab === 'returns' ? 'R' : 'O');

export function useOrdersTab(): [OrdersTab, (tab: OrdersTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: OrdersTab = params.get('tab') === 'returns' ? 'returns' : 'orders';
  const setTab = useCallback(
    (next: OrdersTab) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'returns') updated.set('tab', 'returns');
          else updated.delete('tab');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [tab, setTab];
}
