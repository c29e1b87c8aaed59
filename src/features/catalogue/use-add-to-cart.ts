import { useCallback, useState } from 'react';
import type { Product } from '../../api/types';
import { useAppDispatch } from '../../store/hooks';
import { addToCart } from '../../store/cart-thunks';

export type AddOutcome = 'added' | 'unsynced' | 'alreadyInCart' | 'failed';

/**
 * Dispatches the cart's add thunk and tracks that a request is on its way, so the add button cannot send twice.
 * The thunk keeps a failed add locally ('unsynced'); 'failed' is only an unexpected throw.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const add = useCallback(
    async (product: Product, quantity: number): Promise<AddOutcome> => {
      setPending(true);
      try {
        return await dispatch(addToCart({ product, quantity }));
      } catch {
        return 'failed';
      } finally {
        setPending(false);
      }
    },
    [dispatch],
  );
  return { add, pending };
}
