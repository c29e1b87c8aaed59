import { useCallback } from 'react';
import type { Product } from '../../api/types';
import { addProductToCart, type AddOutcome } from '../../store/cart/cart-adds';
import { selectAddingProduct } from '../../store/cart/cart-adds-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

export type { AddOutcome };

/**
 * The add dialog's add of `product`, and whether it is on its way (the store says so), so the add button cannot
 * send twice. The cart keeps a failed send locally ('unsynced'); 'failed' is only an unexpected throw; null when
 * an add of this product was already on its way (nothing was done).
 */
export function useAddToCart(product: Product) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => selectAddingProduct(state, product.id));
  const add = useCallback(
    async (quantity: number): Promise<AddOutcome | null> => {
      const action = await dispatch(addProductToCart({ product, quantity }));
      return addProductToCart.fulfilled.match(action) ? action.payload : null;
    },
    [dispatch, product],
  );
  return { add, pending };
}
